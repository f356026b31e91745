// The presets feature's public face, composed by app/routes/editor.tsx.
export { PresetsPanel, type PresetsPanelProps } from './components/PresetsPanel';
export type { PresetWatermark } from './model';
