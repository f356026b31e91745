// The simple approach, as a reference: one photo after another on the main thread, decoded by an
// <img>, drawn on a canvas, encoded with canvas.toBlob, zipped by JSZip at the end.
import JSZip from 'jszip';
import { el, inputs, report } from './common';

function load(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`Failed to load image: ${url}`));
    img.src = url;
  });
}

el('start').addEventListener('click', async () => {
  try {
    const { photos, logo } = inputs();
    const s = window.__bench!.settings;
    const t0 = performance.now();
    const logoImg = await load(URL.createObjectURL(logo));
    const zip = new JSZip();
    let n = 0;
    for (const file of photos) {
      const url = URL.createObjectURL(file);
      const img = await load(url);
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const w = s.scale * canvas.width;
      const h = (w * logoImg.naturalHeight) / logoImg.naturalWidth;
      ctx.save();
      ctx.globalAlpha = s.opacity;
      ctx.translate(s.x * canvas.width + w / 2, s.y * canvas.height + h / 2);
      ctx.rotate((s.rotation * Math.PI) / 180);
      ctx.drawImage(logoImg, -w / 2, -h / 2, w, h);
      ctx.restore();
      const blob = await new Promise<Blob>((res, rej) =>
        canvas.toBlob(
          (b) => (b ? res(b) : rej(new Error('Failed to create image blob'))),
          'image/jpeg',
          0.95,
        ),
      );
      URL.revokeObjectURL(url);
      zip.file(`image-${++n}.jpg`, blob);
    }
    const out = await zip.generateAsync({ type: 'blob' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(out);
    a.download = 'logobatch-images.zip';
    a.click();
    report({ ms: performance.now() - t0, produced: n, failed: 0, bytes: out.size });
  } catch (e) {
    report({ error: String(e) });
  }
});
