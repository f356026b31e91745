import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PhotoScene } from './PhotoScene';

const PHOTO_COUNT = 24;

function MockSlider({ label, value, fill }: { label: string; value: string; fill: string }) {
  return (
    <div>
      <div className="flex justify-between text-[11px] font-medium text-slate-600">
        <span>{label}</span>
        <span className="tabular-nums text-slate-500">{value}</span>
      </div>
      <div className="relative mt-1.5 h-1.5 rounded-full bg-slate-200">
        <div className={`absolute inset-y-0 start-0 rounded-full bg-brand-600 ${fill}`} />
      </div>
    </div>
  );
}

/**
 * The hero's product picture: a mock of the editor (thumbnails, canvas with the logo selected, settings)
 * drawn with markup and inline SVG, so it follows the language and direction like the real editor.
 * The whole picture is one link to /editor (an empty link laid over it); its parts are hidden from
 * assistive technology.
 */
export function EditorPreview() {
  const { t, i18n } = useTranslation('home');
  const mark = t('preview.watermark');
  const n = (v: number, style: Intl.NumberFormatOptions['style'] = 'decimal') =>
    new Intl.NumberFormat(i18n.language, { style, maximumFractionDigits: 0 }).format(v);
  return (
    <div className="group relative block rounded-2xl bg-white shadow-2xl ring-1 shadow-brand-900/15 ring-slate-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-brand-900/25 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div aria-hidden="true" className="overflow-hidden rounded-2xl">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="mx-auto rounded-md bg-white px-10 py-0.5 text-[10px] text-slate-500 ring-1 ring-slate-200">
            LogoBatch
          </span>
        </div>
        <div className="flex">
          <aside className="hidden w-44 shrink-0 flex-col gap-4 border-e border-slate-100 p-3 sm:flex">
            <div>
              <p className="flex items-baseline justify-between text-[11px] font-semibold text-slate-700">
                {t('preview.images')}
                <span className="font-normal text-slate-500">
                  {t('preview.photos', { count: PHOTO_COUNT })}
                </span>
              </p>
              <div className="mt-2 grid grid-cols-3 gap-1.5">
                {[0, 1, 2, 3, 4, 5, 1, 3, 2].map((scene, i) => (
                  <PhotoScene
                    key={i}
                    index={scene}
                    watermark={mark}
                    className={`aspect-square w-full rounded ${i === 0 ? 'ring-2 ring-brand-600 ring-offset-1' : ''}`}
                  />
                ))}
              </div>
            </div>
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
              <p className="text-[11px] font-semibold text-slate-700">{t('preview.settings')}</p>
              <MockSlider label={t('preview.size')} value={n(0.25, 'percent')} fill="w-1/4" />
              <MockSlider label={t('preview.opacity')} value={n(0.9, 'percent')} fill="w-[90%]" />
              <MockSlider label={t('preview.rotation')} value="0°" fill="w-1/2" />
              <span className="mt-1 rounded-md border border-brand-600 py-1.5 text-center text-[11px] font-semibold text-brand-700">
                {t('preview.apply')}
              </span>
            </div>
          </aside>
          <div className="flex min-w-0 flex-1 flex-col gap-3 bg-slate-100/70 p-3 sm:p-4">
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[10px] font-semibold text-brand-700">
                {t('preview.current')}
              </span>
              <span className="text-[11px] text-slate-600 tabular-nums">
                {n(1)} / {n(PHOTO_COUNT)}
              </span>
              <span className="ms-auto rounded-md bg-brand-600 px-2.5 py-1 text-[11px] font-semibold text-white shadow-sm">
                {t('preview.download')} ({n(PHOTO_COUNT)})
              </span>
            </div>
            {/* On wide screens the canvas fills the height beside the settings; the scene crops from the
                logo's corner, so the selected logo always shows. */}
            <div className="relative aspect-[4/3] overflow-hidden rounded-lg shadow-md sm:aspect-auto sm:min-h-48 sm:flex-1">
              <PhotoScene index={0} watermark={mark} selected className="absolute inset-0 size-full" />
            </div>
            <p className="hidden items-center justify-center gap-2 text-[11px] text-slate-600 sm:flex">
              <span className="flex gap-0.5" dir="ltr">
                {['←', '↑', '↓', '→'].map((k) => (
                  <kbd
                    key={k}
                    className="grid size-4 place-items-center rounded border border-slate-300 bg-white font-sans text-[9px] text-slate-600"
                  >
                    {k}
                  </kbd>
                ))}
              </span>
              {t('preview.hint')}
            </p>
            <div className="grid grid-cols-5 gap-2 sm:hidden">
              {[1, 2, 3, 4, 5].map((scene) => (
                <PhotoScene
                  key={scene}
                  index={scene}
                  watermark={mark}
                  className="aspect-square w-full rounded"
                />
              ))}
            </div>
          </div>
        </div>
      </div>
      <span className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-slate-900/80 px-4 py-2 text-sm font-medium text-white opacity-0 shadow transition group-hover:opacity-100 group-has-focus-visible:opacity-100">
        {t('preview.caption')}
      </span>
      {/* The link lies over the picture with no text of its own, so its name is all it says (WCAG 2.5.3). */}
      <Link to="/editor" aria-label={t('preview.label')} className="absolute inset-0 rounded-2xl" />
    </div>
  );
}
