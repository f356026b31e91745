// Logos as Inkscape, Illustrator, Figma and icon sets export them: the SVG checks must accept these.

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const BENIGN: readonly (readonly [string, string])[] = [
  [
    'Inkscape export with metadata and namedview',
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="80mm" viewBox="0 0 210 80" version="1.1" id="svg5"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)" sodipodi:docname="brand.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" bordercolor="#666666" inkscape:zoom="0.7"
     inkscape:current-layer="layer1" showgrid="false"/>
  <defs id="defs2"><linearGradient inkscape:collect="always" id="lg1"><stop style="stop-color:#1a5fb4;stop-opacity:1" offset="0" id="s1"/><stop style="stop-color:#1a5fb4;stop-opacity:0" offset="1" id="s2"/></linearGradient>
    <filter style="color-interpolation-filters:sRGB" inkscape:label="Blur" id="f1" x="-0.1" y="-0.1" width="1.2" height="1.2"><feGaussianBlur stdDeviation="1.5" result="blur" id="fe1"/></filter></defs>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/><cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/"/></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <path style="fill:url(#lg1);stroke:#000000;stroke-width:0.26;filter:url(#f1)" d="M 10,10 H 200 V 70 H 10 Z" id="rect1" sodipodi:nodetypes="ccccc"/>
    <text xml:space="preserve" style="font-size:22px;font-family:'DejaVu Sans';fill:#ffffff" x="20" y="50" id="text1"><tspan sodipodi:role="line" id="tspan1" x="20" y="50">BRAND &amp; Co</tspan></text>
  </g>
</svg>`,
  ],
  [
    'Illustrator export with the SVG 1.1 DOCTYPE and a style block',
    `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 24.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 500 200" style="enable-background:new 0 0 500 200;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#E30613;}
	.st1{font-family:'Helvetica-Bold', sans-serif; font-size:48px;}
	.st2{clip-path:url(#SVGID_2_);fill:url(#SVGID_1_);}
</style>
<defs><clipPath id="SVGID_2_"><rect width="500" height="200"/></clipPath>
<radialGradient id="SVGID_1_" cx="250" cy="100" r="200" gradientUnits="userSpaceOnUse"><stop offset="0" style="stop-color:#FFFFFF"/><stop offset="1" style="stop-color:#000000"/></radialGradient></defs>
<circle class="st0" cx="100" cy="100" r="80"/>
<rect class="st2" width="500" height="200" opacity="0.2"/>
<text transform="matrix(1 0 0 1 200 115)" class="st1">ACME</text>
<image style="overflow:visible;" width="1" height="1" xlink:href="data:image/png;base64,${PNG_1PX}" transform="matrix(40 0 0 40 420 20)"></image>
</svg>`,
  ],
  [
    'Figma export with a clip path and a mask',
    `<svg width="120" height="40" viewBox="0 0 120 40" fill="none" xmlns="http://www.w3.org/2000/svg">
<g clip-path="url(#clip0_12_3)"><mask id="mask0" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="40"><circle cx="20" cy="20" r="20" fill="#D9D9D9"/></mask>
<g mask="url(#mask0)"><rect width="40" height="40" fill="#5B21B6"/></g>
<path fill-rule="evenodd" clip-rule="evenodd" d="M50 10h60v20H50z" fill="#111827"/></g>
<defs><clipPath id="clip0_12_3"><rect width="120" height="40" fill="white"/></clipPath>
<filter id="shadow" x="0" y="0" width="120" height="40" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="BackgroundImageFix"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/><feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feBlend mode="normal" in2="BackgroundImageFix" result="effect1"/></filter></defs>
</svg>`,
  ],
  [
    'icon set symbol reused with <use> and accessibility attributes',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" role="img" aria-labelledby="t">
<title id="t">Leaf</title><desc>A green leaf</desc>
<symbol id="leaf" viewBox="0 0 10 10"><path d="M1 9C1 4 4 1 9 1 9 6 6 9 1 9z"/></symbol>
<use xlink:href="#leaf" x="0" y="0" width="32" height="32" fill="green"/><use href="#leaf" x="32" y="32" width="32" height="32" data-name="second"/>
<style><![CDATA[ use { stroke: currentColor; } /* a plain comment */ ]]></style>
</svg>`,
  ],
];
