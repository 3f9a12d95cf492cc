import type { ReactNode } from 'react';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** Milliseconds before a toast closes itself, or `false` to keep it until it is dismissed. */
export type ToastAutoClose = number | false;

// Cites docs/decisions.md#toasts.
/** One toast, added, updated and removed by id. */
export interface ToastRecord {
  id: string;
  type: ToastType;
  content: ReactNode;
  /** Own auto-close time; `undefined` means the provider's `duration`. */
  autoClose?: ToastAutoClose;
  /** False once dismissed; the record is dropped after the toast has left the screen. */
  open: boolean;
}

export interface ToastOptions {
  /** Your own id; showing a toast with the id of an open one updates it instead of adding another. */
  id?: string;
  /** Overrides the provider's duration for this toast; `false` keeps it until dismissed. */
  autoClose?: ToastAutoClose;
}

/** The fields `update` may change (undefined ones keep their value); the toast keeps its place and element. */
export type ToastPatch = Partial<Pick<ToastRecord, 'type' | 'content' | 'autoClose'>>;

/**
 * A tiny external store (for `useSyncExternalStore`), so toasts can be raised from
 * anywhere: event handlers, async clients, code outside React.
 */
export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastRecord[];
  show: (type: ToastType, content: ReactNode, options?: ToastOptions) => string;
  /** Changes an open toast in place; returns false when no open toast has that id. */
  update: (id: string, patch: ToastPatch) => boolean;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
  /** Drops a dismissed record once its toast has left the screen; open toasts are kept. */
  release: (id: string) => void;
  /**
   * Registers a provider that wants to render this store. Only the first registered
   * provider renders; the others wait and take over in order when it unmounts.
   */
  attachHost: (host: object) => () => void;
  getHost: () => object | undefined;
}

let storeCount = 0;

export function createToastStore(): ToastStore {
  const storeNumber = ++storeCount;
  let nextId = 0;
  let records: readonly ToastRecord[] = [];
  let hosts: readonly object[] = [];
  let warnedAboutHosts = false;
  const listeners = new Set<() => void>();

  const commit = (next: readonly ToastRecord[]) => {
    records = next;
    for (const listener of [...listeners]) listener();
  };

  const isOpen = (id: string) => records.some((record) => record.id === id && record.open);

  const store: ToastStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => records,
    show(type, content, { id, autoClose } = {}) {
      if (id !== undefined && isOpen(id)) {
        store.update(id, { type, content, autoClose });
        return id;
      }
      const record: ToastRecord = {
        id: id ?? `toast-${storeNumber}-${++nextId}`,
        type,
        content,
        autoClose,
        open: true,
      };
      commit([...records.filter((existing) => existing.id !== record.id), record]);
      return record.id;
    },
    update(id, patch) {
      if (!isOpen(id)) return false;
      commit(records.map((record) => (record.id === id ? { ...record, ...definedFields(patch) } : record)));
      return true;
    },
    dismiss(id) {
      const closes = (record: ToastRecord) => record.open && (id === undefined || record.id === id);
      if (!records.some(closes)) return;
      // Without a provider nothing plays an exit, so nothing would ever release the record.
      if (hosts.length === 0) commit(records.filter((record) => !closes(record)));
      else commit(records.map((record) => (closes(record) ? { ...record, open: false } : record)));
    },
    release(id) {
      if (records.some((record) => record.id === id && !record.open)) {
        commit(records.filter((record) => record.id !== id));
      }
    },
    attachHost(host) {
      hosts = [...hosts, host];
      if (hosts.length > 1 && !warnedAboutHosts) {
        warnedAboutHosts = true;
        console.warn(
          'Several ToastProviders use the same toast store; only the first one shows toasts. ' +
            'Give each provider its own store (createToastStore) if they should show different toasts.',
        );
      }
      commit(records);
      return () => {
        hosts = hosts.filter((attached) => attached !== host);
        commit(records);
      };
    },
    getHost: () => hosts[0],
  };
  return store;
}

/** Drops undefined fields, so a patch never erases content or type by accident. */
function definedFields(patch: ToastPatch): ToastPatch {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as ToastPatch;
}
