/**
 * Deterministic SVG product illustrations for the demo catalogue (no internet, no stored files): the seed
 * stores `/shop/images/<motif>-<hue>[-<view>].svg` and `GET /shop/images/:name` draws it. A motif is a flat
 * drawing on a 400×400 canvas in four tones of one hue; `view` (0–3) varies background and framing so gallery
 * images of one product differ.
 */

interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

type Draw = (c: Palette) => string;

const MOTIFS: Record<string, Draw> = {
  chair: (c) => `
    <rect x="140" y="90" width="120" height="120" rx="14" fill="${c.main}"/>
    <rect x="130" y="200" width="140" height="34" rx="10" fill="${c.dark}"/>
    <rect x="144" y="232" width="14" height="90" rx="5" fill="${c.dark}"/>
    <rect x="242" y="232" width="14" height="90" rx="5" fill="${c.dark}"/>
    <rect x="160" y="110" width="80" height="10" rx="5" fill="${c.light}" opacity=".6"/>`,
  table: (c) => `
    <rect x="80" y="160" width="240" height="26" rx="8" fill="${c.main}"/>
    <rect x="98" y="186" width="16" height="140" rx="5" fill="${c.dark}"/>
    <rect x="286" y="186" width="16" height="140" rx="5" fill="${c.dark}"/>
    <rect x="100" y="166" width="120" height="6" rx="3" fill="${c.light}" opacity=".6"/>`,
  sofa: (c) => `
    <rect x="90" y="150" width="220" height="90" rx="24" fill="${c.main}"/>
    <rect x="70" y="190" width="50" height="90" rx="18" fill="${c.dark}"/>
    <rect x="280" y="190" width="50" height="90" rx="18" fill="${c.dark}"/>
    <rect x="110" y="220" width="180" height="60" rx="14" fill="${c.main}"/>
    <rect x="96" y="278" width="12" height="30" rx="4" fill="${c.dark}"/>
    <rect x="292" y="278" width="12" height="30" rx="4" fill="${c.dark}"/>`,
  lamp: (c) => `
    <path d="M150 110 h100 l40 100 h-180 z" fill="${c.main}"/>
    <rect x="193" y="210" width="14" height="100" fill="${c.dark}"/>
    <ellipse cx="200" cy="316" rx="60" ry="14" fill="${c.dark}"/>
    <circle cx="200" cy="222" r="12" fill="${c.accent}"/>`,
  plant: (c) => `
    <path d="M150 240 h100 l-14 80 h-72 z" fill="${c.accent}"/>
    <path d="M200 240 C 150 200, 120 160, 140 100 C 180 130, 200 180, 200 240" fill="${c.main}"/>
    <path d="M200 240 C 250 200, 290 170, 270 110 C 230 140, 205 190, 200 240" fill="${c.dark}"/>
    <path d="M200 240 C 195 190, 200 140, 210 80 C 225 140, 215 200, 200 240" fill="${c.main}"/>`,
  shovel: (c) => `
    <rect x="192" y="70" width="16" height="170" rx="6" fill="${c.accent}"/>
    <rect x="170" y="60" width="60" height="18" rx="8" fill="${c.dark}"/>
    <path d="M160 236 h80 v40 c0 40 -40 60 -40 60 c0 0 -40 -20 -40 -60 z" fill="${c.main}"/>`,
  wateringcan: (c) => `
    <rect x="130" y="160" width="130" height="130" rx="18" fill="${c.main}"/>
    <path d="M255 190 l80 -50 l10 14 l-80 60 z" fill="${c.dark}"/>
    <path d="M150 160 c0 -50 90 -50 90 0" stroke="${c.dark}" stroke-width="14" fill="none"/>
    <rect x="145" y="200" width="100" height="10" rx="5" fill="${c.light}" opacity=".6"/>`,
  pot: (c) => `
    <rect x="110" y="170" width="180" height="120" rx="20" fill="${c.main}"/>
    <rect x="96" y="160" width="208" height="22" rx="10" fill="${c.dark}"/>
    <rect x="70" y="190" width="40" height="16" rx="8" fill="${c.dark}"/>
    <rect x="290" y="190" width="40" height="16" rx="8" fill="${c.dark}"/>
    <rect x="180" y="140" width="40" height="20" rx="8" fill="${c.accent}"/>`,
  pan: (c) => `
    <circle cx="170" cy="210" r="90" fill="${c.dark}"/>
    <circle cx="170" cy="210" r="72" fill="${c.main}"/>
    <rect x="250" y="200" width="110" height="22" rx="11" fill="${c.accent}"/>
    <circle cx="150" cy="190" r="18" fill="${c.light}" opacity=".5"/>`,
  knife: (c) => `
    <path d="M90 230 L280 150 C 300 160 300 190 280 200 L 120 250 z" fill="${c.light}" stroke="${c.dark}" stroke-width="4"/>
    <rect x="270" y="160" width="90" height="34" rx="12" transform="rotate(-22 315 177)" fill="${c.main}"/>`,
  mug: (c) => `
    <rect x="120" y="140" width="140" height="160" rx="18" fill="${c.main}"/>
    <path d="M258 170 c60 0 60 90 0 90" stroke="${c.dark}" stroke-width="18" fill="none"/>
    <path d="M160 110 c-10 -20 10 -30 0 -50 M200 110 c-10 -20 10 -30 0 -50" stroke="${c.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="140" y="170" width="100" height="12" rx="6" fill="${c.light}" opacity=".6"/>`,
  phone: (c) => `
    <rect x="140" y="70" width="120" height="250" rx="22" fill="${c.dark}"/>
    <rect x="152" y="92" width="96" height="190" rx="8" fill="${c.main}"/>
    <circle cx="200" cy="300" r="9" fill="${c.light}"/>
    <rect x="166" y="110" width="68" height="40" rx="6" fill="${c.light}" opacity=".5"/>`,
  headphones: (c) => `
    <path d="M110 230 v-30 a90 90 0 0 1 180 0 v30" stroke="${c.dark}" stroke-width="18" fill="none"/>
    <rect x="90" y="210" width="50" height="90" rx="18" fill="${c.main}"/>
    <rect x="260" y="210" width="50" height="90" rx="18" fill="${c.main}"/>
    <rect x="102" y="230" width="12" height="50" rx="6" fill="${c.accent}"/>`,
  laptop: (c) => `
    <rect x="100" y="110" width="200" height="140" rx="10" fill="${c.dark}"/>
    <rect x="112" y="122" width="176" height="116" rx="4" fill="${c.main}"/>
    <path d="M70 260 h260 l-20 30 h-220 z" fill="${c.dark}"/>
    <rect x="130" y="140" width="90" height="12" rx="6" fill="${c.light}" opacity=".6"/>`,
  speaker: (c) => `
    <rect x="130" y="80" width="140" height="240" rx="20" fill="${c.dark}"/>
    <circle cx="200" cy="240" r="50" fill="${c.main}"/>
    <circle cx="200" cy="240" r="18" fill="${c.accent}"/>
    <circle cx="200" cy="130" r="24" fill="${c.main}"/>`,
  bulb: (c) => `
    <circle cx="200" cy="160" r="80" fill="${c.accent}"/>
    <path d="M160 220 h80 v40 h-80 z" fill="${c.main}"/>
    <rect x="165" y="262" width="70" height="14" rx="6" fill="${c.dark}"/>
    <rect x="175" y="280" width="50" height="14" rx="6" fill="${c.dark}"/>
    <circle cx="175" cy="135" r="18" fill="#fff" opacity=".5"/>`,
  bread: (c) => `
    <path d="M90 230 c0 -90 220 -90 220 0 v50 h-220 z" fill="${c.main}"/>
    <path d="M140 170 l20 30 M190 160 l20 30 M240 170 l20 30" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/>
    <rect x="90" y="270" width="220" height="16" rx="8" fill="${c.dark}"/>`,
  pizza: (c) => `
    <circle cx="200" cy="210" r="130" fill="${c.dark}"/>
    <circle cx="200" cy="210" r="112" fill="${c.accent}"/>
    <circle cx="160" cy="170" r="18" fill="${c.main}"/>
    <circle cx="240" cy="180" r="18" fill="${c.main}"/>
    <circle cx="205" cy="250" r="18" fill="${c.main}"/>
    <circle cx="150" cy="245" r="14" fill="${c.light}"/>
    <circle cx="255" cy="240" r="12" fill="${c.light}"/>`,
  plate: (c) => `
    <ellipse cx="200" cy="230" rx="150" ry="70" fill="#fff" opacity=".85"/>
    <ellipse cx="200" cy="225" rx="100" ry="44" fill="${c.main}"/>
    <path d="M140 215 c30 -30 90 -30 120 0" stroke="${c.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <circle cx="180" cy="230" r="10" fill="${c.accent}"/>
    <circle cx="225" cy="235" r="10" fill="${c.light}"/>`,
  jar: (c) => `
    <rect x="130" y="130" width="140" height="180" rx="26" fill="${c.accent}"/>
    <rect x="140" y="100" width="120" height="34" rx="8" fill="${c.dark}"/>
    <rect x="150" y="190" width="100" height="60" rx="8" fill="${c.light}"/>
    <rect x="165" y="212" width="70" height="8" rx="4" fill="${c.dark}"/>`,
  bottle: (c) => `
    <rect x="180" y="60" width="40" height="60" rx="6" fill="${c.dark}"/>
    <path d="M180 120 h40 c0 30 40 40 40 80 v110 h-120 v-110 c0 -40 40 -50 40 -80z" fill="${c.main}"/>
    <rect x="150" y="210" width="100" height="60" rx="6" fill="${c.light}"/>
    <rect x="165" y="232" width="70" height="8" rx="4" fill="${c.dark}"/>`,
  coffee: (c) => `
    <path d="M120 130 h160 l-20 180 h-120 z" fill="${c.main}"/>
    <rect x="110" y="110" width="180" height="26" rx="8" fill="${c.dark}"/>
    <ellipse cx="200" cy="220" rx="34" ry="46" fill="${c.accent}"/>
    <path d="M200 180 c-14 30 14 50 0 80" stroke="${c.dark}" stroke-width="6" fill="none"/>`,
  apple: (c) => `
    <path d="M200 130 c-60 -40 -130 0 -110 90 c14 60 60 100 110 80 c50 20 96 -20 110 -80 c20 -90 -50 -130 -110 -90z" fill="${c.main}"/>
    <rect x="194" y="90" width="12" height="50" rx="5" fill="${c.dark}"/>
    <path d="M206 110 c20 -30 50 -30 60 -20 c-20 20 -40 24 -60 20z" fill="${c.accent}"/>
    <circle cx="150" cy="180" r="16" fill="${c.light}" opacity=".5"/>`,
  shirt: (c) => `
    <path d="M140 90 l-70 40 l30 60 l30 -14 v144 h140 v-144 l30 14 l30 -60 l-70 -40 c-10 30 -110 30 -120 0z" fill="${c.main}"/>
    <path d="M160 92 c10 24 70 24 80 0" stroke="${c.dark}" stroke-width="8" fill="none"/>
    <rect x="220" y="150" width="30" height="24" rx="4" fill="${c.dark}"/>`,
  shoe: (c) => `
    <path d="M80 280 v-80 c40 0 70 -20 90 -50 l40 30 c30 30 90 40 110 60 c10 10 10 40 0 40z" fill="${c.main}"/>
    <rect x="78" y="280" width="244" height="20" rx="8" fill="${c.dark}"/>
    <path d="M170 170 l30 20 M185 158 l30 20" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>`,
  bag: (c) => `
    <rect x="110" y="150" width="180" height="160" rx="16" fill="${c.main}"/>
    <path d="M150 150 v-30 a50 50 0 0 1 100 0 v30" stroke="${c.dark}" stroke-width="14" fill="none"/>
    <rect x="180" y="200" width="40" height="24" rx="6" fill="${c.accent}"/>`,
  hammer: (c) => `
    <rect x="190" y="150" width="22" height="180" rx="8" fill="${c.accent}"/>
    <path d="M120 100 h150 a20 20 0 0 1 20 20 v30 h-170 z" fill="${c.dark}"/>
    <rect x="120" y="110" width="60" height="10" rx="5" fill="${c.light}" opacity=".5"/>`,
  drill: (c) => `
    <rect x="90" y="120" width="190" height="80" rx="20" fill="${c.main}"/>
    <rect x="280" y="146" width="70" height="26" rx="6" fill="${c.dark}"/>
    <path d="M160 200 h60 l-10 110 h-50 z" fill="${c.dark}"/>
    <rect x="150" y="300" width="80" height="24" rx="6" fill="${c.accent}"/>`,
  paint: (c) => `
    <path d="M120 150 h160 l-14 160 h-132 z" fill="${c.main}"/>
    <ellipse cx="200" cy="150" rx="80" ry="18" fill="${c.dark}"/>
    <path d="M140 150 c0 40 20 60 30 40 c10 -20 20 20 40 0 c20 -20 30 10 40 -40" fill="${c.accent}"/>
    <path d="M120 150 c0 -80 160 -80 160 0" stroke="${c.dark}" stroke-width="6" fill="none"/>`,
  saw: (c) => `
    <path d="M100 150 h200 v70 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 z" fill="${c.light}" stroke="${c.dark}" stroke-width="4"/>
    <rect x="40" y="140" width="80" height="90" rx="20" fill="${c.main}"/>
    <rect x="60" y="165" width="40" height="40" rx="10" fill="${c.dark}"/>`,
  box: (c) => `
    <path d="M200 90 l110 50 v130 l-110 50 l-110 -50 v-130 z" fill="${c.main}"/>
    <path d="M200 90 l110 50 l-110 50 l-110 -50 z" fill="${c.light}"/>
    <path d="M200 190 v130" stroke="${c.dark}" stroke-width="6"/>
    <path d="M145 115 l110 50" stroke="${c.accent}" stroke-width="14"/>`,
};

export const ILLUSTRATION_MOTIFS = Object.keys(MOTIFS);

export interface IllustrationSpec {
  motif: string;
  hue: number;
  view: number;
}

export function illustrationPath(motif: string, hue: number, view = 0): string {
  return `/shop/images/${motif}-${Math.round(hue) % 360}${view > 0 ? `-${view}` : ''}.svg`;
}

export function parseIllustrationName(name: string): IllustrationSpec | null {
  const match = /^([a-z]+)-(\d{1,3})(?:-([0-3]))?\.svg$/.exec(name);
  if (!match?.[1] || !match[2] || !(match[1] in MOTIFS)) return null;
  const hue = Number(match[2]);
  if (hue > 359) return null;
  return { motif: match[1], hue, view: match[3] ? Number(match[3]) : 0 };
}

export function illustrationSvg({ motif, hue, view }: IllustrationSpec): string {
  const draw = MOTIFS[motif];
  if (!draw) throw new RangeError(`Unbekanntes Motiv ${motif}`);
  const accentHue = (hue + 35 + view * 10) % 360;
  const palette: Palette = {
    main: `hsl(${hue} 52% 52%)`,
    dark: `hsl(${hue} 45% 30%)`,
    light: `hsl(${hue} 70% 90%)`,
    accent: `hsl(${accentHue} 75% 58%)`,
  };
  const bgTop = `hsl(${hue} 60% ${view === 2 ? 90 : 96}%)`;
  const bgBottom = `hsl(${(hue + 20) % 360} 55% ${view === 3 ? 82 : 88}%)`;
  const transform =
    [
      '',
      'translate(200 200) scale(1.1) translate(-200 -200)',
      'translate(200 210) rotate(-8) translate(-200 -210)',
      'translate(200 200) scale(.85) translate(-200 -200)',
    ][view] ?? '';
  const decor =
    view === 1
      ? `<circle cx="330" cy="70" r="40" fill="hsl(${accentHue} 75% 80%)" opacity=".6"/>`
      : `<circle cx="200" cy="200" r="150" fill="#fff" opacity=".55"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
${decor}
<ellipse cx="200" cy="336" rx="120" ry="14" fill="hsl(${hue} 30% 40%)" opacity=".18"/>
<g transform="${transform}">${draw(palette)}</g>
</svg>`;
}
