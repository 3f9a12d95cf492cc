import { userArea, type UsageReport } from '../../../api/user-area';
import type { ResourceLoader } from '../use-signed-in-resource';

/** The signed-in user's usage report: data used per day and role, and the plan's allowance. */
export const loadUsage: ResourceLoader<UsageReport> = (idToken, signal) =>
  userArea().fetchUsage(idToken, { signal });
