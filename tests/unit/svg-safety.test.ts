import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSvgProblem } from '#shared/files/svg-safety';

/** The problem code alone, as the old check answered. */
const checkSvgSafety = (svgText: string) => findSvgProblem(svgText)?.problem ?? null;

const wrap = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;

describe('checkSvgSafety', () => {
  it('accepts the fixture logo and ordinary drawing content', () => {
    expect(checkSvgSafety(fs.readFileSync(path.resolve('tests/fixtures/logo.svg'), 'utf8'))).toBeNull();
    expect(
      checkSvgSafety(
        wrap(
          '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="fill:url(\'#g\')"/><use href="#g"/><use xlink:href="#g"/>' +
            '<image href="data:image/png;base64,iVBORw0KGgo="/><text>online</text><!-- <script> in a comment -->',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['script element', wrap('<script>alert(1)</script>'), 'script'],
    ['namespaced script', wrap('<svg:script>alert(1)</svg:script>'), 'script'],
    ['onload attribute', wrap('', ' onload="alert(1)"'), 'event_handler'],
    ['onclick on a child', wrap('<rect\nonclick = "x()"/>'), 'event_handler'],
    ['javascript href', wrap('<a href="javascript:alert(1)"><rect/></a>'), 'javascript_url'],
    [
      'encoded javascript href',
      wrap('<a xlink:href="&#106;ava&#x73;cript:alert(1)"><rect/></a>'),
      'javascript_url',
    ],
    [
      'javascript in animate',
      wrap('<a><set attributeName="href" to="java\tscript:alert(1)"/></a>'),
      'javascript_url',
    ],
    ['external image', wrap('<image href="https://evil.example/x.png"/>'), 'external_reference'],
    ['protocol-relative use', wrap('<use xlink:href="//evil.example/s.svg#a"/>'), 'external_reference'],
    [
      'external url() in style',
      wrap('<rect style="fill:url(http://evil.example/p)"/>'),
      'external_reference',
    ],
    ['css import', wrap('<style>@import "https://evil.example/a.css";</style>'), 'external_reference'],
    ['nested svg data URL', wrap('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'external_reference'],
    ['foreignObject', wrap('<foreignObject><div>hi</div></foreignObject>'), 'foreign_object'],
    ['entities', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${wrap('<text>&a;</text>')}`, 'entity'],
    ['not svg', '<html></html>', 'not_svg'],
  ])('refuses %s', (_name, svg, problem) => {
    expect(checkSvgSafety(svg)).toBe(problem);
  });
});
