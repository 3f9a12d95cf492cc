// Where an identity's standing is read: the Firebase Auth user record (the emulator in
// development, the real project in production), through firebase-admin.
import type { Auth } from 'firebase-admin/auth';

export type IdentityStatus = 'active' | 'disabled' | 'deleted';

export interface IdentityDirectory {
  status(uid: string): Promise<IdentityStatus>;
}

export function firebaseDirectory(auth: Auth): IdentityDirectory {
  return {
    async status(uid) {
      try {
        const record = await auth.getUser(uid);
        return record.disabled ? 'disabled' : 'active';
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return 'deleted';
        throw error;
      }
    },
  };
}
