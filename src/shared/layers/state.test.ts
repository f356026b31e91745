import { describe, expect, it } from 'vitest';
import { layerTransform } from './box';
import {
  addLayer,
  canAddLayer,
  moveLayer,
  removeLayer,
  selectionAfterRemove,
  setLayerVisible,
  updateLayer,
} from './layer-list';
import { addImages, applyToAll, quickPlace, removeImage, updatePlacement } from './photos';
import { MAX_LAYERS } from './schema';
import { activePlacement, defaultPlacement, type LayersState } from './state';
import { boxOf, emptyState, logoLayer, photo, textLayer } from './fixtures';
import { drawnBounds } from './fixtures';

const ids = (s: LayersState) => s.layers.map((l) => l.id);
const withTwoLayers = () => {
  let s = addImages(emptyState(), [photo('p1', 3000, 2000), photo('p2', 2000, 3000)], boxOf).state;
  s = addLayer(s, logoLayer('logo'), boxOf);
  return addLayer(s, textLayer('text'), boxOf);
};

describe('layer list', () => {
  it('adds on top, centred at 60% on every photo with its own aspect', () => {
    const s = withTwoLayers();
    expect(ids(s)).toEqual(['logo', 'text']);
    for (const img of s.images) {
      expect(img.placements.logo).toEqual(defaultPlacement(s.layers[0]!, img, boxOf(s.layers[0]!, img)));
      expect(img.placements.text!.scale).toBe(0.6);
    }
    expect(s.images[0]!.placements.logo!.y).not.toBe(s.images[1]!.placements.logo!.y);
    expect(s.placements.logo).toEqual(s.images[0]!.placements.logo);
  });

  it(`holds at most ${MAX_LAYERS} layers, ids unique`, () => {
    let s = emptyState();
    for (let i = 0; i < MAX_LAYERS + 2; i++) s = addLayer(s, textLayer(`t${i}`), boxOf);
    expect(s.layers).toHaveLength(MAX_LAYERS);
    expect(canAddLayer(s)).toBe(false);
    const one = addLayer(emptyState(), textLayer('a'), boxOf);
    expect(addLayer(one, logoLayer('a'), boxOf)).toBe(one);
  });

  it.each([
    ['a', 2, ['b', 'c', 'a']],
    ['c', 0, ['c', 'a', 'b']],
    ['b', 99, ['a', 'c', 'b']],
    ['b', -5, ['b', 'a', 'c']],
    ['a', 0, ['a', 'b', 'c']],
    ['zz', 0, ['a', 'b', 'c']],
  ])('moving %s to %s gives %j', (id, to, out) => {
    let s = emptyState();
    for (const i of ['a', 'b', 'c']) s = addLayer(s, textLayer(i), boxOf);
    expect(ids(moveLayer(s, id, to))).toEqual(out);
  });

  it('removing a layer removes its placements everywhere, project-level included', () => {
    const s = removeLayer(withTwoLayers(), 'logo');
    expect(ids(s)).toEqual(['text']);
    expect(s.images.every((img) => !('logo' in img.placements) && 'text' in img.placements)).toBe(true);
    expect(s.placements).not.toHaveProperty('logo');
  });

  it.each([
    [0, 'b'], // the one that took its place
    [1, 'c'],
    [2, 'b'], // the top one was deleted: the new top one
  ])('after deleting the layer at %s, %s is selected', (index, id) => {
    let s = emptyState();
    for (const i of ['a', 'b', 'c']) s = addLayer(s, textLayer(i), boxOf);
    expect(selectionAfterRemove(removeLayer(s, s.layers[index]!.id).layers, index)).toBe(id);
    expect(selectionAfterRemove([], 0)).toBeNull();
  });

  it('hides and edits a layer without touching its id, kind or placements', () => {
    const s0 = withTwoLayers();
    const s = updateLayer(setLayerVisible(s0, 'text', false), 'text', {
      text: 'New',
      id: 'x',
      kind: 'image',
    } as never);
    expect(s.layers[1]).toMatchObject({ id: 'text', kind: 'text', visible: false, text: 'New' });
    expect(s.images).toBe(s0.images);
  });

  it.each([
    ['a colour that is not hex', { style: { ...textLayer('x').style, color: 'red' } }],
    ['a text over the limit', { text: 'x'.repeat(1001) }],
    ['a negative spacing', { tile: { enabled: true, spacing: -1 } }],
  ])('refuses an edit with %s', (_name, patch) => {
    const s0 = withTwoLayers();
    expect(updateLayer(s0, 'text', patch)).toBe(s0);
  });
});

describe('placements per photo and per layer (the spec rules, per layer)', () => {
  it('a change moves the current photo and the project-level placement, of that layer only', () => {
    const s0 = withTwoLayers();
    const s = updatePlacement(s0, 'logo', { x: 0.1, y: 0.7 }, boxOf);
    expect(s.images[0]!.placements.logo).toMatchObject({ x: 0.1, y: 0.7, anchor: null });
    expect(s.placements.logo).toEqual(s.images[0]!.placements.logo);
    expect(s.images[1]!.placements).toEqual(s0.images[1]!.placements);
    expect(s.images[0]!.placements.text).toEqual(s0.images[0]!.placements.text);
  });

  it('new photos take each layer from the current photo; in an empty editor from the project level', () => {
    let s = updatePlacement(withTwoLayers(), 'text', { x: 0.3, opacity: 0.5 }, boxOf);
    s = { ...s, currentIndex: 1 };
    s = updatePlacement(s, 'logo', { y: 0.9 }, boxOf);
    const added = addImages(s, [photo('p3', 1000, 1000)], boxOf);
    expect(added.usedSaved).toBe(false);
    expect(added.state.images[2]!.placements).toEqual(s.images[1]!.placements);
    // empty it: the last photo's placements become the project-level ones and seed the next photos
    let e = added.state;
    for (const id of ['p1', 'p2', 'p3']) e = removeImage(e, id);
    expect(e.placements).toEqual(added.state.images[2]!.placements);
    const again = addImages(e, [photo('p4', 1600, 900)], boxOf);
    expect(again.usedSaved).toBe(true);
    expect(again.state.images[0]!.placements).toEqual(e.placements);
  });

  it('a layer added with no photos is placed on each photo added later, centred on its aspect', () => {
    const s = addLayer(emptyState(), logoLayer('logo'), boxOf);
    expect(s.placements).toEqual({});
    const { state, usedSaved } = addImages(s, [photo('a', 2000, 3000)], boxOf);
    expect(usedSaved).toBe(false);
    expect(state.images[0]!.placements.logo).toEqual(
      defaultPlacement(s.layers[0]!, state.images[0]!, boxOf(s.layers[0]!, null)),
    );
    expect(activePlacement(s, 'logo', boxOf)).toMatchObject({ scale: 0.6, anchor: null });
  });

  it('Apply to All copies one layer to every photo and leaves the other layers', () => {
    const s0 = updatePlacement(withTwoLayers(), 'logo', { x: 0.11, scale: 0.2, rotation: 15 }, boxOf);
    const s = applyToAll(s0, 'logo', boxOf);
    expect(s.images[1]!.placements.logo).toEqual(s.images[0]!.placements.logo);
    expect(s.images[1]!.placements.text).toEqual(s0.images[1]!.placements.text);
    expect(applyToAll(s0, 'nope', boxOf)).toBe(s0);
  });
});

describe('anchored layers across photos', () => {
  const shapes = [photo('3:2', 3000, 2000), photo('2:3', 2000, 3000), photo('16:9', 1920, 1080)];
  const start = () => addLayer(addImages(emptyState(), shapes, boxOf).state, logoLayer('logo'), boxOf);
  const marginOf = (s: LayersState, i: number) => {
    const img = s.images[i]!;
    const b = drawnBounds(layerTransform(img.placements.logo!, 'width', img, boxOf(s.layers[0]!, img)));
    const short = Math.min(img.width, img.height);
    return [(img.width - b.right) / short, (img.height - b.bottom) / short];
  };

  it('"Bottom right" then Apply to All leaves the same margin relative to the short side on every shape', () => {
    let s = quickPlace(start(), 'logo', 'bottom-right', boxOf);
    // On the photo it was clicked on (3:2), the spec's margins: 0.05 of the width and of the height.
    expect(marginOf(s, 0)[0]).toBeCloseTo((0.05 * 3000) / 2000, 5);
    expect(marginOf(s, 0)[1]).toBeCloseTo(0.05, 5);
    s = updatePlacement(s, 'logo', { scale: 0.25, rotation: 30 }, boxOf);
    s = applyToAll(s, 'logo', boxOf);
    for (let i = 0; i < shapes.length; i++) {
      const [right, bottom] = marginOf(s, i);
      expect(right).toBeCloseTo(0.075, 5);
      expect(bottom).toBeCloseTo(0.05, 5);
    }
  });

  it("on a square photo the anchor is the spec's 0.05 on both axes", () => {
    const square = addLayer(
      addImages(emptyState(), [photo('1:1', 2000, 2000)], boxOf).state,
      logoLayer('logo'),
      boxOf,
    );
    const s = quickPlace(square, 'logo', 'bottom-right', boxOf);
    expect(marginOf(s, 0)).toEqual([expect.closeTo(0.05, 5), expect.closeTo(0.05, 5)]);
  });

  it('Size and Rotation keep it at its corner; a drag or X/Y frees it', () => {
    let s = quickPlace(start(), 'logo', 'bottom-right', boxOf);
    for (const patch of [{ scale: 0.4 }, { rotation: 45 }, { opacity: 0.3 }]) {
      s = updatePlacement(s, 'logo', patch, boxOf);
      expect(marginOf(s, 0)[0]).toBeCloseTo(0.075, 5);
      expect(marginOf(s, 0)[1]).toBeCloseTo(0.05, 5);
      expect(s.images[0]!.placements.logo!.anchor).toEqual({
        corner: 'bottom-right',
        margin: expect.closeTo(0.075, 9),
        marginY: 0.05,
      });
    }
    s = updatePlacement(s, 'logo', { x: 0.2 }, boxOf);
    expect(s.images[0]!.placements.logo).toMatchObject({ x: 0.2, anchor: null });
    const before = s.images[0]!.placements.logo!;
    s = updatePlacement(s, 'logo', { scale: 0.1 }, boxOf);
    expect(s.images[0]!.placements.logo).toMatchObject({ x: before.x, y: before.y, scale: 0.1 });
  });

  it('photos added after an anchored placement are anchored on their own shape', () => {
    const s = quickPlace(start(), 'logo', 'top-left', boxOf);
    const added = addImages(s, [photo('8:1', 8000, 1000)], boxOf).state;
    const img = added.images[3]!;
    const b = drawnBounds(layerTransform(img.placements.logo!, 'width', img, boxOf(added.layers[0]!, img)));
    // Set on a 3:2 photo: 0.075 of the short side across, 0.05 down, here on a 1000 px short side.
    expect(b.left).toBeCloseTo(75, 2);
    expect(b.top).toBeCloseTo(50, 2);
  });

  it('a bad margin is brought into range', () => {
    const s = updatePlacement(
      start(),
      'logo',
      { anchor: { corner: 'top-left', margin: 7, marginY: -1 } },
      boxOf,
    );
    expect(s.images[0]!.placements.logo!.anchor).toEqual({ corner: 'top-left', margin: 4, marginY: 0 });
  });
});

describe('what the panel shows', () => {
  it('an anchored text layer whose text grew shows the X that keeps it at its corner', () => {
    let s = addLayer(
      addImages(emptyState(), [photo('p', 3000, 2000)], boxOf).state,
      textLayer('t', 'ab'),
      boxOf,
    );
    s = updatePlacement(s, 't', { scale: 0.1, anchor: { corner: 'top-right', margin: 0.05 } }, boxOf);
    const before = activePlacement(s, 't', boxOf)!;
    const grown = updateLayer(s, 't', { text: 'abcd' });
    // the Size measures the text as typed, so twice the letters keep the font: the box is as wide as before
    expect(activePlacement(grown, 't', boxOf)!.x).toBe(before.x);
    const narrower = updateLayer(s, 't', { sizeRelativeTo: 'short' });
    expect(activePlacement(narrower, 't', boxOf)!.x).toBeGreaterThan(before.x);
    expect(activePlacement(s, 'missing', boxOf)).toBeNull();
  });
});
