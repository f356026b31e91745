// Class lists shared by the editor's controls, so every button has the same size, focus and disabled look.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

export const btn = {
  primary: `${base} bg-brand-600 px-4 py-2 text-white shadow-sm hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white px-4 py-2 text-slate-700 shadow-sm hover:bg-slate-50`,
  danger: `${base} border border-red-200 bg-white px-4 py-2 text-red-700 hover:bg-red-50`,
  dangerSolid: `${base} bg-red-600 px-4 py-2 text-white shadow-sm hover:bg-red-700`,
  nav: `${base} size-8 border border-slate-200 bg-white text-slate-700 hover:bg-slate-50`,
  ghost: `${base} px-2 py-1 text-slate-600 hover:bg-slate-100`,
};

export const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
export const cardTitle = 'text-sm font-semibold text-slate-900';
