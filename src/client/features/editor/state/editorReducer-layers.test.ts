// The layer actions the editor adds to the spec's one-logo rules, and navigation, reset and load.
import { describe, expect, it } from 'vitest';
import { centeredDefaults } from '#shared/placement';
import { initialEditorState, logoOf, selectedLayer } from './editorReducer';
import { S, add, editorReducer, newImage as img, logo, project, run, setLogo, settingsOf } from './fixtures';
import { toBatch } from './to-batch';

describe('layers', () => {
  const withText = () => run(add('a'), setLogo, { type: 'addText', id: 'T', text: '© Dana' });

  it('Add Text puts a text layer on top, centred on every photo, and selects it', () => {
    const s = withText();
    expect(s.layers.map((l) => l.id)).toEqual(['L', 'T']);
    expect(selectedLayer(s)).toMatchObject({ kind: 'text', text: '© Dana' });
    expect(s.images[0]!.placements.T).toMatchObject({ scale: 0.6, anchor: null });
  });

  it('settings act on the selected layer only; Apply to All copies only that layer', () => {
    let s = run(add('a', 'b'), setLogo, { type: 'addText', id: 'T', text: 'x' });
    s = editorReducer(s, { type: 'updateSettings', settings: { opacity: 0.4 } });
    s = editorReducer(s, { type: 'applyToAll' });
    expect(s.images.map((i) => i.placements.T!.opacity)).toEqual([0.4, 0.4]);
    expect(s.images.map((i) => i.placements.L!.opacity)).toEqual([1, 1]);
  });

  it('reorders, hides and deletes; deleting the selected layer selects the one that took its place', () => {
    let s = withText();
    s = editorReducer(s, { type: 'moveLayer', id: 'T', index: 0 });
    expect(s.layers.map((l) => l.id)).toEqual(['T', 'L']);
    s = editorReducer(s, { type: 'updateLayer', id: 'L', patch: { visible: false } });
    expect(s.layers[1]!.visible).toBe(false);
    s = editorReducer(s, { type: 'removeLayer', id: 'T' });
    expect(s.layers.map((l) => l.id)).toEqual(['L']);
    expect(s.selectedId).toBe('L');
  });

  it('text, style, tile and size reference change through the schema; invalid edits change nothing', () => {
    let s = withText();
    s = editorReducer(s, {
      type: 'updateLayer',
      id: 'T',
      patch: { text: 'שלום {filename}', tile: { enabled: true, spacing: 1 } },
    });
    expect(selectedLayer(s)).toMatchObject({ text: 'שלום {filename}', tile: { enabled: true, spacing: 1 } });
    expect(
      editorReducer(s, { type: 'updateLayer', id: 'T', patch: { tile: { enabled: true, spacing: 99 } } }),
    ).toBe(s);
  });

  it("toBatch hands the export every layer, the files by id and each photo's placements", () => {
    const b = toBatch(withText());
    expect(b.watermark?.layers.map((l) => l.kind)).toEqual(['image', 'text']);
    expect(Object.keys(b.watermark!.files)).toEqual(['L']);
    expect(Object.keys(b.images[0]!.placements)).toEqual(['L', 'T']);
    expect(b.logo?.name).toBe('logo.png');
  });

  it('a text-only watermark: no logo in the batch, the layers still there', () => {
    const b = toBatch(run(add('a'), { type: 'addText', id: 'T', text: 'A' }));
    expect(b.logo).toBeNull();
    expect(b.watermark?.layers).toHaveLength(1);
  });
});

describe('navigation, reset and load', () => {
  it.each([
    [0, 1, 1],
    [2, 1, 0],
    [0, -1, 2],
  ] as const)('from %s a step of %s goes to %s', (from, delta, to) => {
    expect(
      run(add('a', 'b', 'c'), { type: 'select', index: from }, { type: 'step', delta }).currentIndex,
    ).toBe(to);
  });

  it('reset clears everything', () => {
    const s = run(add('a'), setLogo, { type: 'reset' });
    expect({ ...s, notice: null }).toEqual(initialEditorState);
  });

  it('loading a project maps positions by order, free, and selects the logo', () => {
    const s = run(add('old'), {
      type: 'loadProject',
      images: [img('a'), img('b'), img('c')],
      positions: [S(0.1), S(0.2)],
      logo,
      projectSettings: null,
    });
    expect(settingsOf(s)).toEqual([S(0.1), S(0.2), centeredDefaults(img('c'), logo)]);
    expect(s.images[0]!.placements.L!.anchor).toBeNull();
    expect(logoOf(s)).toBe(logo);
    expect(s.selectedId).toBe('L');
  });

  it('a logo-only project restores its "logo-settings"', () => {
    const s = run({ type: 'loadProject', images: [], positions: [], logo, projectSettings: S(0.33) });
    expect(project(s)).toEqual(S(0.33));
  });
});
