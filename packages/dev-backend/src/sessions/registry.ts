import { randomBytes } from 'node:crypto';
import type { Session } from './session.ts';

/** An account's sessions and what the service keeps about the account while it has any. */
export interface AccountSessions {
  readonly sessions: Set<Session>;
  /** Set while the account has no data left: the grace timer that ends its sessions. */
  graceTimer: NodeJS.Timeout | undefined;
  /** When the grace ends, while graceTimer is set (the live view's countdown). */
  graceEndsAt?: number;
  /** Bumped on every relayed frame; live views compare it at most once a second. */
  counterStamp: number;
}

/**
 * Every live or held session, found by id, token or account. Lookups for relaying go through a
 * trainer's own simulators (pairing.ts), never through this global map, so a frame cannot reach
 * another account's session.
 */
export class Registry {
  private readonly byId = new Map<string, Session>();
  private readonly byToken = new Map<string, Session>();
  private readonly accounts = new Map<string, AccountSessions>();
  private readonly watchers = new Map<string, Set<() => void>>();

  get size(): number {
    return this.byId.size;
  }

  /** A session id no live session has: 8 lowercase hex digits, as the client prints them. */
  newSessionId(): string {
    for (;;) {
      const id = randomBytes(4).toString('hex');
      if (!this.byId.has(id)) return id;
    }
  }

  newSessionToken(): string {
    return randomBytes(24).toString('base64url');
  }

  add(session: Session): void {
    this.byId.set(session.id, session);
    this.byToken.set(session.token, session);
    this.account(session.uid).sessions.add(session);
  }

  remove(session: Session): void {
    this.byId.delete(session.id);
    this.byToken.delete(session.token);
    const account = this.accounts.get(session.uid);
    if (!account) return;
    account.sessions.delete(session);
    if (account.sessions.size === 0 && !account.graceTimer) this.accounts.delete(session.uid);
  }

  byTokenOf(token: string): Session | undefined {
    return this.byToken.get(token);
  }

  /** The account's session with this id, or undefined (another account's id reads as unknown). */
  find(uid: string, id: string): Session | undefined {
    const session = this.byId.get(id);
    return session?.uid === uid ? session : undefined;
  }

  account(uid: string): AccountSessions {
    let account = this.accounts.get(uid);
    if (!account) {
      account = { sessions: new Set(), graceTimer: undefined, counterStamp: 0 };
      this.accounts.set(uid, account);
    }
    return account;
  }

  /** The account's entry if it has one (never creates it). */
  existing(uid: string): AccountSessions | undefined {
    return this.accounts.get(uid);
  }

  sessionsOf(uid: string): Session[] {
    return [...(this.accounts.get(uid)?.sessions ?? [])];
  }

  counterStampOf(uid: string): number {
    return this.accounts.get(uid)?.counterStamp ?? 0;
  }

  /** Drops an account entry that has no sessions and no pending grace. */
  forgetIfIdle(uid: string): void {
    const account = this.accounts.get(uid);
    if (account && account.sessions.size === 0 && !account.graceTimer) this.accounts.delete(uid);
  }

  allAccounts(): [string, AccountSessions][] {
    return [...this.accounts];
  }

  all(): Session[] {
    return [...this.byId.values()];
  }

  /** Calls `listener` whenever the account's sessions change (not for counters); returns an unsubscribe. */
  watch(uid: string, listener: () => void): () => void {
    let set = this.watchers.get(uid);
    if (!set) {
      set = new Set();
      this.watchers.set(uid, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.watchers.delete(uid);
    };
  }

  changed(uid: string): void {
    for (const listener of this.watchers.get(uid) ?? []) listener();
  }
}
