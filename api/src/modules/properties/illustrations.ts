/**
 * Deterministic SVG pictures of the demo listings (no internet, no stored files): the seed stores
 * `/properties/images/<motif>-<hue>.svg` in a listing's `images`, and `GET /properties/images/:name` draws it — the
 * same pattern as the shop's product illustrations. Motifs: the outside of a house (`haus`) or of a block of flats
 * (`wohnung`), a living room (`wohnzimmer`), a kitchen (`kueche`) and a floor plan (`grundriss`), on a 640×420 canvas
 * in tones of one hue.
 */

interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
  sky: string;
  ground: string;
}

type Draw = (c: Palette) => string;

const windows = (xs: number[], ys: number[], w: number, h: number, c: Palette) =>
  ys
    .flatMap((y) =>
      xs.map(
        (x) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${c.light}" stroke="${c.dark}" stroke-width="4"/>` +
          `<path d="M${x + w / 2} ${y} v${h} M${x} ${y + h / 2} h${w}" stroke="${c.dark}" stroke-width="3"/>`,
      ),
    )
    .join('');

const MOTIFS: Record<string, Draw> = {
  haus: (c) => `
    <rect width="640" height="300" fill="${c.sky}"/>
    <circle cx="540" cy="80" r="36" fill="#fff3c4"/>
    <rect y="300" width="640" height="120" fill="${c.ground}"/>
    <path d="M150 190 L320 70 L490 190 Z" fill="${c.dark}"/>
    <rect x="400" y="92" width="30" height="60" fill="${c.dark}"/>
    <rect x="170" y="185" width="300" height="150" fill="${c.main}"/>
    ${windows([200, 380], [210], 60, 50, c)}
    <rect x="290" y="250" width="60" height="85" rx="4" fill="${c.accent}"/>
    <circle cx="338" cy="295" r="4" fill="${c.dark}"/>
    <path d="M290 335 h60 l20 40 h-100 z" fill="${c.light}" opacity=".7"/>
    <ellipse cx="90" cy="290" rx="50" ry="60" fill="hsl(120 35% 40%)"/><rect x="84" y="300" width="12" height="40" fill="hsl(30 40% 30%)"/>`,
  wohnung: (c) => `
    <rect width="640" height="330" fill="${c.sky}"/>
    <rect y="330" width="640" height="90" fill="${c.ground}"/>
    <rect x="140" y="60" width="360" height="280" fill="${c.main}"/>
    <rect x="130" y="48" width="380" height="20" fill="${c.dark}"/>
    ${windows([170, 250, 330, 410], [90, 160, 230], 50, 45, c)}
    <rect x="290" y="290" width="60" height="50" fill="${c.accent}"/>
    <rect x="40" y="150" width="90" height="190" fill="${c.dark}" opacity=".55"/>
    <rect x="510" y="120" width="100" height="220" fill="${c.dark}" opacity=".45"/>`,
  wohnzimmer: (c) => `
    <rect width="640" height="300" fill="${c.light}"/>
    <rect y="300" width="640" height="120" fill="hsl(30 35% 62%)"/>
    <rect x="380" y="50" width="180" height="170" rx="4" fill="${c.sky}" stroke="#fff" stroke-width="10"/>
    <path d="M470 50 v170 M380 135 h180" stroke="#fff" stroke-width="8"/>
    <rect x="70" y="200" width="260" height="80" rx="22" fill="${c.main}"/>
    <rect x="50" y="230" width="50" height="80" rx="16" fill="${c.dark}"/>
    <rect x="300" y="230" width="50" height="80" rx="16" fill="${c.dark}"/>
    <rect x="95" y="255" width="210" height="45" rx="12" fill="${c.main}"/>
    <rect x="130" y="330" width="160" height="14" rx="6" fill="${c.dark}"/>
    <rect x="150" y="342" width="10" height="40" fill="${c.dark}"/><rect x="262" y="342" width="10" height="40" fill="${c.dark}"/>
    <path d="M470 240 l20 -60 l20 60 z" fill="${c.accent}"/><rect x="486" y="240" width="8" height="70" fill="${c.dark}"/>`,
  kueche: (c) => `
    <rect width="640" height="420" fill="${c.light}"/>
    <rect y="330" width="640" height="90" fill="hsl(30 20% 70%)"/>
    <rect x="60" y="60" width="520" height="90" rx="6" fill="${c.main}"/>
    <path d="M190 60 v90 M320 60 v90 M450 60 v90" stroke="${c.dark}" stroke-width="4"/>
    <rect x="60" y="220" width="520" height="110" rx="6" fill="${c.main}"/>
    <rect x="50" y="205" width="540" height="18" fill="${c.dark}"/>
    <path d="M190 223 v107 M320 223 v107 M450 223 v107" stroke="${c.dark}" stroke-width="4"/>
    <rect x="350" y="170" width="70" height="35" rx="6" fill="${c.accent}"/>
    <circle cx="120" cy="190" r="14" fill="${c.accent}"/>`,
  grundriss: (c) => `
    <rect width="640" height="420" fill="#fff"/>
    <rect x="60" y="50" width="520" height="320" fill="${c.light}" stroke="${c.dark}" stroke-width="10"/>
    <path d="M300 50 v140 M300 240 v130 M60 210 h140 M240 210 h60 M300 160 h280" stroke="${c.dark}" stroke-width="8"/>
    <rect x="80" y="70" width="90" height="60" fill="${c.main}" opacity=".5"/>
    <rect x="330" y="190" width="120" height="70" rx="10" fill="${c.main}" opacity=".5"/>
    <circle cx="520" cy="100" r="26" fill="${c.accent}" opacity=".6"/>
    <rect x="90" y="260" width="120" height="80" fill="${c.main}" opacity=".35"/>`,
};

export const PROPERTY_MOTIFS = Object.keys(MOTIFS);

export interface PropertyIllustration {
  motif: string;
  hue: number;
}

export function propertyIllustrationPath(motif: string, hue: number): string {
  return `/properties/images/${motif}-${Math.round(hue) % 360}.svg`;
}

export function parsePropertyIllustrationName(name: string): PropertyIllustration | null {
  const match = /^([a-z]+)-(\d{1,3})\.svg$/.exec(name);
  if (!match?.[1] || !match[2] || !(match[1] in MOTIFS)) return null;
  const hue = Number(match[2]);
  if (hue > 359) return null;
  return { motif: match[1], hue };
}

export function propertyIllustrationSvg({ motif, hue }: PropertyIllustration): string {
  const draw = MOTIFS[motif];
  if (!draw) throw new RangeError(`Unbekanntes Motiv ${motif}`);
  const palette: Palette = {
    main: `hsl(${hue} 45% 62%)`,
    dark: `hsl(${hue} 40% 28%)`,
    light: `hsl(${hue} 60% 92%)`,
    accent: `hsl(${(hue + 160) % 360} 55% 50%)`,
    sky: `hsl(205 70% 86%)`,
    ground: `hsl(100 30% 62%)`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" width="640" height="420" role="img">${draw(palette)}</svg>`;
}
