// One logo layer, placed freely, follows exactly the rules of today's one-logo editor: the same action
// script runs through the editor's reducer and through the shared layer functions, step by step.
import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from '#client/features/editor/state/editorReducer';
import { newImage, svgLogo } from '#client/features/editor/state/fixtures';
import {
  addImages,
  addLayer,
  applyToAll,
  imageBox,
  imageLayerSchema,
  removeImage,
  removeLayer,
  updatePlacement,
  type BoxOf,
  type LayersState,
} from '#shared/layers';

const layer = imageLayerSchema.parse({
  id: 'logo',
  kind: 'image',
  fileId: svgLogo.id,
  width: 300,
  height: 100,
});
const boxOf: BoxOf = () => imageBox(layer);

function runLayers(s: LayersState, a: EditorAction): LayersState {
  switch (a.type) {
    case 'addImages':
      return addImages(
        s,
        a.images.map((i) => ({ id: i.id, width: i.width, height: i.height })),
        boxOf,
      ).state;
    case 'removeImage':
      return removeImage(s, a.id);
    case 'select':
      return a.index >= 0 && a.index < s.images.length ? { ...s, currentIndex: a.index } : s;
    case 'setLogo':
      return addLayer(s, layer, boxOf);
    case 'removeLogo':
      return removeLayer(s, 'logo');
    case 'updateSettings':
      return updatePlacement(s, 'logo', a.settings, boxOf);
    case 'applyToAll':
      return applyToAll(s, 'logo', boxOf);
    default:
      throw new Error(`not in the script: ${a.type}`);
  }
}

const script: [string, EditorAction][] = [
  [
    'photos before the logo',
    { type: 'addImages', images: [newImage('a', 3000, 2000), newImage('b', 2000, 3000)] },
  ],
  ['the logo', { type: 'setLogo', logo: svgLogo }],
  ['a drag on photo 1', { type: 'updateSettings', settings: { x: 0.123456789, y: -0.7 } }],
  ['Size and Rotation', { type: 'updateSettings', settings: { scale: 0.31, rotation: 400, opacity: 0.05 } }],
  ['photo 2 before adding', { type: 'select', index: 1 }],
  ['a move on photo 2', { type: 'updateSettings', settings: { x: 0.9 } }],
  ['more photos', { type: 'addImages', images: [newImage('c', 1920, 1080)] }],
  ['photo 3', { type: 'select', index: 2 }],
  ['a move on photo 3', { type: 'updateSettings', settings: { x: 0.5 } }],
  ['Apply to All', { type: 'applyToAll' }],
  ['photo 2', { type: 'select', index: 1 }],
  ['Y on photo 2', { type: 'updateSettings', settings: { y: 0.25 } }],
  ['remove photo 1', { type: 'removeImage', id: 'a' }],
  ['remove photo 2', { type: 'removeImage', id: 'b' }],
  ['remove the last photo', { type: 'removeImage', id: 'c' }],
  [
    'add to the empty editor',
    { type: 'addImages', images: [newImage('d', 1000, 1000), newImage('e', 8000, 1000)] },
  ],
  ['remove the logo', { type: 'removeLogo' }],
  ['a new logo', { type: 'setLogo', logo: svgLogo }],
];

describe('one free logo layer behaves as the one-logo editor', () => {
  let editor: EditorState = initialEditorState;
  let layers: LayersState = { layers: [], placements: {}, images: [], currentIndex: 0 };

  it.each(script)('after %s', (_name, action) => {
    editor = editorReducer(editor, action);
    layers = runLayers(layers, action);
    expect(layers.currentIndex).toBe(editor.currentIndex);
    expect(layers.images.map((i) => i.id)).toEqual(editor.images.map((i) => i.id));
    if (editor.logo) {
      layers.images.forEach((img, i) =>
        expect(img.placements.logo).toEqual({ ...editor.images[i]!.settings, anchor: null }),
      );
    }
    const project =
      editor.logo && editor.projectSettings ? { ...editor.projectSettings, anchor: null } : undefined;
    expect(layers.placements.logo).toEqual(project);
  });
});
