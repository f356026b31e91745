interface Props {
  /** The section's aria-labelledby points here. */
  id: string;
  title: string;
  body: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** onBrand: white on the brand-coloured closing panel. */
  tone?: 'onLight' | 'onBrand';
}

const TITLE = 'text-3xl font-bold tracking-tight text-balance sm:text-4xl';

/** The title and intro of a home page section, so every section reads with the same type scale. */
export function SectionHeading({ id, title, body, eyebrow, tone = 'onLight' }: Props) {
  const onBrand = tone === 'onBrand';
  return (
    <>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>}
      <h2
        id={id}
        className={`${TITLE} ${onBrand ? 'mx-auto max-w-2xl text-white' : 'text-slate-900'}${eyebrow ? ' mt-2' : ''}`}
      >
        {title}
      </h2>
      <p
        className={
          onBrand ? 'mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100' : 'mt-4 text-lg text-slate-600'
        }
      >
        {body}
      </p>
    </>
  );
}
