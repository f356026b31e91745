// The comparison rows, all derived from the plans table (no quota or price is written here).
import { formatPrice, type Plan } from '#shared/plans';

export type Cell =
  | { kind: 'text'; key: string; values?: Record<string, string | number> }
  | { kind: 'raw'; text: string }
  | { kind: 'yes' }
  | { kind: 'no' };

export interface Row {
  labelKey: string;
  cell(plan: Plan): Cell;
}

const has = (plan: Plan, key: string) => plan.featureKeys.includes(key);

export function photoFormats(plan: Plan): string {
  const names = plan.photoExtensions.map((e) => e.replace('.', '').toUpperCase().replace('JPEG', 'JPG'));
  return [...new Set(names)].join(', ');
}

export const ROWS: Row[] = [
  {
    labelKey: 'rows.price',
    cell: (p) =>
      p.priceCents === 0
        ? { kind: 'text', key: 'free' }
        : { kind: 'text', key: 'perMonth', values: { price: formatPrice(p.priceCents) } },
  },
  {
    labelKey: 'rows.dailyImages',
    cell: (p) => ({ kind: 'text', key: 'count', values: { count: p.dailyQuota } }),
  },
  {
    labelKey: 'rows.savedProjects',
    cell: (p) =>
      p.maxProjects === null
        ? { kind: 'text', key: 'unlimited' }
        : { kind: 'text', key: 'count', values: { count: p.maxProjects } },
  },
  { labelKey: 'rows.formats', cell: (p) => ({ kind: 'raw', text: photoFormats(p) }) },
  { labelKey: 'rows.editingTools', cell: () => ({ kind: 'yes' }) },
  {
    labelKey: 'rows.support',
    cell: (p) => ({
      kind: 'text',
      key: has(p, 'dedicatedSupport')
        ? 'support.dedicated'
        : has(p, 'prioritySupport')
          ? 'support.priority'
          : 'support.standard',
    }),
  },
  { labelKey: 'rows.teamSharing', cell: (p) => (has(p, 'teamSharing') ? { kind: 'yes' } : { kind: 'no' }) },
  {
    labelKey: 'rows.customBranding',
    cell: (p) => (has(p, 'customBranding') ? { kind: 'yes' } : { kind: 'no' }),
  },
  {
    labelKey: 'rows.bulkOperations',
    cell: (p) => (has(p, 'bulkOperations') ? { kind: 'yes' } : { kind: 'no' }),
  },
  {
    labelKey: 'rows.apiAccess',
    cell: (p) => (p.apiAccess ? { kind: 'text', key: 'comingSoon' } : { kind: 'no' }),
  },
];
