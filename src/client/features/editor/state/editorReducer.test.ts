// The spec's one-logo rules, now run on the layer model, and the layer actions the editor adds.
import { describe, expect, it } from 'vitest';
import { LOGO_ONLY_SURFACE } from '#shared/layers';
import { DEFAULT_SETTINGS, centeredDefaults } from '#shared/placement';
import { logoOf } from './editorReducer';
import {
  S,
  add,
  editorReducer,
  newImage as img,
  logo,
  placementToPixelsFor,
  project,
  run,
  setLogo,
  settingsOf,
  shown,
} from './fixtures';

describe('adding images (the spec, per layer)', () => {
  it('to an empty editor without a layer: no placements, the defaults mirrored, no message', () => {
    const s = run(add('a', 'b'));
    expect(s.images.map((i) => i.placements)).toEqual([{}, {}]);
    expect(settingsOf(s)).toEqual([DEFAULT_SETTINGS, DEFAULT_SETTINGS]);
    expect(s.notice).toBeNull();
  });

  it("with a logo and nothing saved: centred at 60% on each photo's own aspect", () => {
    const s = run(setLogo, { type: 'addImages', images: [img('a'), img('p', 800, 1200)] });
    expect(settingsOf(s)).toEqual([
      centeredDefaults(img('a'), logo),
      centeredDefaults(img('p', 800, 1200), logo),
    ]);
    expect(s.notice).toBeNull();
  });

  it("new images take the current image's placement", () => {
    const s = run(
      add('a', 'b'),
      setLogo,
      { type: 'select', index: 1 },
      { type: 'updateSettings', settings: S(0.4) },
      add('c'),
    );
    expect(settingsOf(s)[2]).toEqual(S(0.4));
    expect(settingsOf(s)[0]).toEqual(centeredDefaults(img('a'), logo));
    expect(s.currentIndex).toBe(1);
  });

  it('to an empty editor with project-level settings: those and "New images added with saved logo positioning!"', () => {
    const s = run(setLogo, { type: 'updateSettings', settings: S(0.7) }, add('a', 'b'));
    expect(settingsOf(s)).toEqual([S(0.7), S(0.7)]);
    expect(s.notice).toEqual({ kind: 'addedWithSaved', seq: 1 });
  });
});

describe('removing', () => {
  it('the last image keeps its placements as the project-level ones', () => {
    const s = run(
      setLogo,
      add('a'),
      { type: 'updateSettings', settings: S(0.45) },
      { type: 'removeImage', id: 'a' },
    );
    expect(project(s)).toEqual(S(0.45));
    const again = editorReducer(s, add('b'));
    expect(settingsOf(again)).toEqual([S(0.45)]);
    expect(again.notice?.kind).toBe('addedWithSaved');
  });

  it('an image before the current one keeps the same photo current', () => {
    const s = run(add('a', 'b', 'c'), { type: 'select', index: 2 }, { type: 'removeImage', id: 'a' });
    expect(s.currentIndex).toBe(1);
  });

  it('"Remove Logo" removes the selected layer, its placements and its file', () => {
    const s = run(
      setLogo,
      add('a'),
      { type: 'updateSettings', settings: S(0.2) },
      { type: 'removeLayer', id: 'L' },
    );
    expect(logoOf(s)).toBeNull();
    expect(s.files).toEqual({});
    expect(project(s)).toBeNull();
    expect(s.images[0]!.placements).toEqual({});
  });
});

describe('changing settings', () => {
  it('updates the current image and the project level, rounded and clamped like the spec', () => {
    const s = run(
      add('a', 'b'),
      setLogo,
      { type: 'select', index: 1 },
      {
        type: 'updateSettings',
        settings: { x: 3, y: -2, scale: 0.33333333, opacity: 5, rotation: 400 },
      },
    );
    expect(settingsOf(s)[1]).toEqual({ x: 1.5, y: -0.5, scale: 0.333333, opacity: 1, rotation: 40 });
    expect(settingsOf(s)[0]).toEqual(centeredDefaults(img('a'), logo));
    expect(project(s)).toEqual(settingsOf(s)[1]);
  });

  it('without photos changes only the project level; the panel shows the logo on a 3:2 surface', () => {
    expect(shown(run(setLogo))).toEqual({ ...centeredDefaults(LOGO_ONLY_SURFACE, logo), anchor: null });
    const s = run(setLogo, { type: 'updateSettings', settings: { opacity: 0.5 } });
    expect(project(s)).toEqual({ ...centeredDefaults(LOGO_ONLY_SURFACE, logo), opacity: 0.5 });
  });

  it('does nothing without a layer', () => {
    const s = run(add('a'));
    expect(editorReducer(s, { type: 'updateSettings', settings: { x: 0.5 } })).toBe(s);
  });
});

describe('Apply to All', () => {
  it('copies the selected layer to every image and says so each time', () => {
    const s = run(
      add('a', 'b', 'c'),
      setLogo,
      { type: 'select', index: 1 },
      { type: 'updateSettings', settings: S(0.6) },
      { type: 'applyToAll' },
    );
    expect(settingsOf(s)).toEqual([S(0.6), S(0.6), S(0.6)]);
    expect(s.notice).toEqual({ kind: 'appliedToAll', seq: 1 });
    expect(editorReducer(s, { type: 'applyToAll' }).notice).toEqual({ kind: 'appliedToAll', seq: 2 });
  });

  it('"Bottom right" on 3:2, 2:3 and 16:9 leaves the same margin relative to the short side', () => {
    const images = [img('a', 1500, 1000), img('p', 1000, 1500), img('w', 1920, 1080)];
    const s = run(
      { type: 'addImages', images },
      setLogo,
      { type: 'quickPlace', corner: 'bottom-right' },
      { type: 'applyToAll' },
    );
    // Set on the 3:2 photo with the spec's margins (0.05 of 1500 across, 0.05 of 1000 down), then the
    // same margins in units of the short side on every shape (decision 211).
    for (const photo of s.images) {
      const box = placementToPixelsFor(photo.placements.L!, photo, logo);
      const short = Math.min(photo.width, photo.height);
      expect((photo.width - box.right) / short).toBeCloseTo(0.075, 4);
      expect((photo.height - box.bottom) / short).toBeCloseTo(0.05, 4);
    }
  });

  it('Size keeps an anchored layer at its corner; a drag frees it', () => {
    const s = run(
      add('a'),
      setLogo,
      { type: 'quickPlace', corner: 'bottom-right' },
      { type: 'updateSettings', settings: { scale: 0.3 } },
    );
    const box = placementToPixelsFor(s.images[0]!.placements.L!, s.images[0]!, logo);
    // The spec's margins on this 1200 x 800 photo: 5% of the width and 5% of the height.
    expect(1200 - box.right).toBeCloseTo(60, 2);
    expect(800 - box.bottom).toBeCloseTo(40, 2);
    const moved = editorReducer(s, { type: 'updateSettings', settings: { x: 0.1 } });
    expect(moved.images[0]!.placements.L!.anchor).toBeNull();
  });
});
