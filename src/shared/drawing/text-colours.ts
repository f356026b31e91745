// Text layers' colours in the numbers a photo is composed in. A wide-gamut photo composed in its own
// numbers (decision 182), and any photo kept at original quality (decision 330), holds numbers of its
// own profile, not sRGB's: a text colour set as sRGB numbers there shows another colour (a grey lighter
// under Apple RGB, a red more saturated under Display P3). Image layers are converted the same way.
import type { DrawItem, TextStyle } from '../layers';

/** Converts sRGB RGBA bytes in place into the photo's numbers (`ColourPlan['fromSrgb']`). */
type FromSrgb = (rgba: Uint8ClampedArray) => void;

const hex2 = (v: number) => v.toString(16).padStart(2, '0');

/** A `#rrggbb` or `#rrggbbaa` colour (the layer schema's) converted; its alpha stays. */
function colourIn(colour: string, fromSrgb: FromSrgb): string {
  const px = Uint8ClampedArray.from([1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).concat(255));
  fromSrgb(px);
  return `#${hex2(px[0]!)}${hex2(px[1]!)}${hex2(px[2]!)}${colour.slice(7)}`;
}

function styleIn(style: TextStyle, fromSrgb: FromSrgb): TextStyle {
  return {
    ...style,
    color: colourIn(style.color, fromSrgb),
    outline: { ...style.outline, color: colourIn(style.outline.color, fromSrgb) },
    shadow: { ...style.shadow, color: colourIn(style.shadow.color, fromSrgb) },
  };
}

/** The items with every text layer's colours converted; the same items where there is nothing to convert. */
export function textInNumbers(items: DrawItem[], fromSrgb: FromSrgb | null): DrawItem[] {
  if (!fromSrgb) return items;
  return items.map((item) =>
    item.layer.kind === 'text'
      ? { ...item, layer: { ...item.layer, style: styleIn(item.layer.style, fromSrgb) } }
      : item,
  );
}
