import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, centeredDefaults, type LogoSettings } from '#shared/placement';
import {
  LOGO_ONLY_SURFACE,
  activeSettings,
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorLogo,
  type EditorState,
} from './editorReducer';
import { newImage } from './fixtures';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const img = newImage;
const logo: EditorLogo = {
  id: 'L',
  file: file('logo.png'),
  name: 'logo.png',
  type: 'image/png',
  width: 400,
  height: 160,
  url: 'blob:l',
};
const S = (x: number, y = 0.1, scale = 0.3): LogoSettings => ({ x, y, scale, opacity: 0.8, rotation: 10 });

const run = (...actions: EditorAction[]) => actions.reduce(editorReducer, initialEditorState);
const add = (...ids: string[]): EditorAction => ({ type: 'addImages', images: ids.map((id) => img(id)) });
const settingsOf = (s: EditorState) => s.images.map((i) => i.settings);

describe('adding images', () => {
  it('to an empty editor without saved settings: defaults, no message', () => {
    const s = run(add('a', 'b'));
    expect(settingsOf(s)).toEqual([DEFAULT_SETTINGS, DEFAULT_SETTINGS]);
    expect(s.currentIndex).toBe(0);
    expect(s.notice).toBeNull();
  });

  it("with a logo and nothing saved: centred at 60% on each photo's own aspect", () => {
    const s = run({ type: 'setLogo', logo }, { type: 'addImages', images: [img('a'), img('p', 800, 1200)] });
    expect(settingsOf(s)).toEqual([
      centeredDefaults(img('a'), logo),
      centeredDefaults(img('p', 800, 1200), logo),
    ]);
    expect(s.notice).toBeNull();
  });

  it("new images take the current image's settings", () => {
    const s = run(
      add('a', 'b'),
      { type: 'select', index: 1 },
      { type: 'updateSettings', settings: S(0.4) },
      add('c'),
    );
    expect(s.images[2]!.settings).toEqual(S(0.4));
    expect(s.images[0]!.settings).toEqual(DEFAULT_SETTINGS);
    expect(s.currentIndex).toBe(1);
  });

  it('to an empty editor with project-level settings: those settings and "New images added with saved logo positioning!"', () => {
    const s = run({ type: 'setLogo', logo }, { type: 'updateSettings', settings: S(0.7) }, add('a', 'b'));
    expect(settingsOf(s)).toEqual([S(0.7), S(0.7)]);
    expect(s.notice).toEqual({ kind: 'addedWithSaved', seq: 1 });
  });

  it("falls back to the first image's settings when there is no current image", () => {
    const broken: EditorState = {
      ...run(add('a'), { type: 'updateSettings', settings: S(0.3) }),
      currentIndex: 5,
    };
    expect(editorReducer(broken, add('b')).images[1]!.settings).toEqual(S(0.3));
  });

  it('copies settings rather than sharing them', () => {
    const s = run(add('a'), { type: 'updateSettings', settings: S(0.3) }, add('b'), {
      type: 'updateSettings',
      settings: { x: 0.9 },
    });
    expect(s.images[0]!.settings.x).toBe(0.9);
    expect(s.images[1]!.settings.x).toBe(0.3);
  });
});

describe('removing', () => {
  it('the last image keeps its settings as project-level settings', () => {
    const s = run(add('a'), { type: 'updateSettings', settings: S(0.45) }, { type: 'removeImage', id: 'a' });
    expect(s.images).toEqual([]);
    expect(s.projectSettings).toEqual(S(0.45));
    const again = editorReducer(s, add('b'));
    expect(again.images[0]!.settings).toEqual(S(0.45));
    expect(again.notice?.kind).toBe('addedWithSaved');
  });

  it('an image before the current one keeps the same photo current', () => {
    const s = run(add('a', 'b', 'c'), { type: 'select', index: 2 }, { type: 'removeImage', id: 'a' });
    expect(s.images.map((i) => i.id)).toEqual(['b', 'c']);
    expect(s.currentIndex).toBe(1);
  });

  it('the current last image selects the new last one', () => {
    const s = run(add('a', 'b', 'c'), { type: 'select', index: 2 }, { type: 'removeImage', id: 'c' });
    expect(s.currentIndex).toBe(1);
  });

  it('the logo clears the project-level settings', () => {
    const s = run(
      { type: 'setLogo', logo },
      { type: 'updateSettings', settings: S(0.2) },
      { type: 'removeLogo' },
    );
    expect(s.logo).toBeNull();
    expect(s.projectSettings).toBeNull();
  });
});

describe('changing settings', () => {
  it('updates the current image and the project-level settings, rounded to 6 decimals', () => {
    const s = run(
      add('a', 'b'),
      { type: 'select', index: 1 },
      { type: 'updateSettings', settings: { x: 0.12345678, scale: 0.33333333 } },
    );
    expect(s.images[1]!.settings).toMatchObject({ x: 0.123457, scale: 0.333333 });
    expect(s.images[0]!.settings).toEqual(DEFAULT_SETTINGS);
    expect(s.projectSettings).toEqual(s.images[1]!.settings);
  });

  it('clamps positions to [-0.5, 1.5] and the sliders to their ranges', () => {
    const s = run(add('a'), {
      type: 'updateSettings',
      settings: { x: 3, y: -2, scale: 0, opacity: 5, rotation: 400 },
    });
    expect(s.images[0]!.settings).toEqual({ x: 1.5, y: -0.5, scale: 0.05, opacity: 1, rotation: 40 });
  });

  it('without photos changes only the project-level settings', () => {
    const s = run({ type: 'setLogo', logo }, { type: 'updateSettings', settings: { opacity: 0.5 } });
    expect(s.projectSettings).toEqual({ ...centeredDefaults(LOGO_ONLY_SURFACE, logo), opacity: 0.5 });
  });
});

describe('Apply to All', () => {
  it('copies the current settings to every image and says "Logo settings applied to all images!"', () => {
    const s = run(
      add('a', 'b', 'c'),
      { type: 'select', index: 1 },
      { type: 'updateSettings', settings: S(0.6) },
      { type: 'applyToAll' },
    );
    expect(settingsOf(s)).toEqual([S(0.6), S(0.6), S(0.6)]);
    expect(s.notice).toEqual({ kind: 'appliedToAll', seq: 1 });
    expect(editorReducer(s, { type: 'applyToAll' }).notice).toEqual({ kind: 'appliedToAll', seq: 2 });
  });

  it('does nothing without images', () => {
    expect(run({ type: 'applyToAll' })).toEqual(initialEditorState);
  });
});

describe('logo', () => {
  it('a new logo is centred at 60% on every photo', () => {
    const s = run(add('a'), { type: 'addImages', images: [img('p', 800, 1200)] }, { type: 'setLogo', logo });
    expect(settingsOf(s)).toEqual([
      centeredDefaults(img('a'), logo),
      centeredDefaults(img('p', 800, 1200), logo),
    ]);
    expect(s.projectSettings).toEqual(s.images[0]!.settings);
  });

  it('without photos the panel shows the logo centred on a 3:2 surface', () => {
    const s = run({ type: 'setLogo', logo });
    expect(s.projectSettings).toBeNull();
    expect(activeSettings(s)).toEqual(centeredDefaults(LOGO_ONLY_SURFACE, logo));
  });
});

describe('navigation', () => {
  it.each([
    [0, 1, 1],
    [2, 1, 0],
    [0, -1, 2],
  ] as const)('from %s a step of %s goes to %s (wrapping)', (from, delta, to) => {
    expect(
      run(add('a', 'b', 'c'), { type: 'select', index: from }, { type: 'step', delta }).currentIndex,
    ).toBe(to);
  });

  it('ignores an index out of range', () => {
    expect(run(add('a'), { type: 'select', index: 4 }).currentIndex).toBe(0);
  });
});

describe('reset and load', () => {
  it('reset clears everything', () => {
    const s = run(
      add('a'),
      { type: 'setLogo', logo },
      { type: 'updateSettings', settings: S(0.2) },
      { type: 'reset' },
    );
    expect({ ...s, notice: null }).toEqual(initialEditorState);
  });

  it('loading a project resets, maps positions by order and selects the first image', () => {
    const s = run(
      add('old1', 'old2'),
      { type: 'select', index: 1 },
      {
        type: 'loadProject',
        images: [img('a'), img('b'), img('c')],
        positions: [S(0.1), S(0.2)],
        logo,
        projectSettings: null,
      },
    );
    expect(s.images.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(settingsOf(s).slice(0, 2)).toEqual([S(0.1), S(0.2)]);
    expect(s.images[2]!.settings).toEqual(centeredDefaults(img('c'), logo));
    expect(s.currentIndex).toBe(0);
    expect(s.logo).toBe(logo);
  });

  it('loading a logo-only project restores its "logo-settings"', () => {
    const s = run(add('x'), {
      type: 'loadProject',
      images: [],
      positions: [],
      logo,
      projectSettings: S(0.33),
    });
    expect(s.images).toEqual([]);
    expect(s.projectSettings).toEqual(S(0.33));
  });
});
