'use client';

// The opt-in for a server page whose clipped Table must be keyboard-scrollable in every engine:
// re-exported from a client module, the Table renders with its client parts (the scroll area
// that measures its overflow), at their cost.
export { Table } from '@ccnets/design-system/table';
