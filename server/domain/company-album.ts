import { publicApiPrefix } from './profile-records';

/**
 * The seeded companies' album (platform spec §2 Company detail, About: album): flat illustrations
 * of working life drawn here as SVG, in a few palettes, so a fresh install shows photos without
 * downloading anything. Uploaded photos would be files like avatars; these are served by
 * GET /company/album/{scene}-{palette}.svg and never change.
 */
export const albumScenes = ['office', 'meeting', 'pantry', 'workshop', 'celebration', 'outing', 'lobby', 'volunteering'] as const;
export type AlbumScene = (typeof albumScenes)[number];

interface Palette {
  wall: string;
  floor: string;
  accent: string;
  accentSoft: string;
  wood: string;
  shirts: readonly string[];
}

const palettes: readonly Palette[] = [
  { wall: '#E8F1F8', floor: '#C9D6E3', accent: '#1D4ED8', accentSoft: '#93C5FD', wood: '#B98B5E', shirts: ['#1D4ED8', '#F59E0B', '#10B981', '#EF4444', '#6366F1'] },
  { wall: '#F4EFE6', floor: '#DCCFB8', accent: '#0F766E', accentSoft: '#99F6E4', wood: '#8B5E3C', shirts: ['#0F766E', '#E11D48', '#F97316', '#334155', '#A855F7'] },
  { wall: '#F1ECF7', floor: '#D8CCE6', accent: '#7C3AED', accentSoft: '#C4B5FD', wood: '#A47551', shirts: ['#7C3AED', '#0EA5E9', '#22C55E', '#F43F5E', '#EAB308'] },
  { wall: '#EEF5EC', floor: '#CFDDC9', accent: '#C2410C', accentSoft: '#FDBA74', wood: '#9A6B45', shirts: ['#C2410C', '#2563EB', '#16A34A', '#9333EA', '#0891B2'] },
];
export const albumPaletteCount = palettes.length;

const skins = ['#F1C7A5', '#D9A07A', '#B87A55', '#8D5A3B', '#F5D6C0'];
const hairs = ['#2B2118', '#4A3222', '#1F1F1F', '#7A4E2D', '#3B2A20'];

/** One person: head, hair and body; `i` varies skin, hair and shirt so a group looks like people. */
function person(p: Palette, x: number, y: number, i: number, scale = 1, arms: 'down' | 'up' = 'down'): string {
  const skin = skins[i % skins.length];
  const hair = hairs[(i * 3) % hairs.length];
  const shirt = p.shirts[i % p.shirts.length];
  const s = (n: number) => (n * scale).toFixed(1);
  const raised =
    arms === 'up'
      ? `<path d="M${x - 16 * scale} ${y + 30 * scale} l-10 -34" stroke="${skin}" stroke-width="${s(7)}" stroke-linecap="round"/><path d="M${x + 16 * scale} ${y + 30 * scale} l10 -34" stroke="${skin}" stroke-width="${s(7)}" stroke-linecap="round"/>`
      : '';
  return `<g>${raised}<rect x="${x - 20 * scale}" y="${y + 22 * scale}" width="${s(40)}" height="${s(52)}" rx="${s(16)}" fill="${shirt}"/><circle cx="${x}" cy="${y}" r="${s(16)}" fill="${skin}"/><path d="M${x - 16 * scale} ${y - 2 * scale} a${s(16)} ${s(16)} 0 0 1 ${s(32)} 0 q${s(-16)} ${s(-8)} ${s(-32)} 0z" fill="${hair}"/></g>`;
}

function plant(x: number, y: number, green = '#3F9B5B'): string {
  return `<g><rect x="${x - 12}" y="${y}" width="24" height="26" rx="4" fill="#8B5E3C"/><ellipse cx="${x - 9}" cy="${y - 12}" rx="9" ry="16" fill="${green}"/><ellipse cx="${x + 9}" cy="${y - 14}" rx="9" ry="17" fill="${green}"/><ellipse cx="${x}" cy="${y - 22}" rx="8" ry="16" fill="#4CAF6E"/></g>`;
}

function skyline(p: Palette, y: number): string {
  const towers = [
    [20, 60], [70, 90], [118, 45], [160, 110], [214, 70], [262, 95], [318, 55], [360, 120], [412, 80],
  ];
  return towers.map(([x, h]) => `<rect x="${x}" y="${y - (h as number)}" width="40" height="${h}" fill="${p.accentSoft}" opacity=".75"/>`).join('');
}

const frame = (p: Palette, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><rect width="480" height="320" fill="${p.wall}"/>${body}</svg>`;

const scenes: Record<AlbumScene, (p: Palette) => string> = {
  office: (p) =>
    frame(
      p,
      `<rect x="24" y="24" width="432" height="120" rx="6" fill="#DCEBF7"/>${skyline(p, 144)}<rect x="24" y="24" width="432" height="120" rx="6" fill="none" stroke="#fff" stroke-width="6"/><rect y="228" width="480" height="92" fill="${p.floor}"/>` +
        [60, 190, 320]
          .map(
            (x, i) =>
              `${person(p, x + 50, 168, i + 1, 0.9)}<rect x="${x}" y="220" width="130" height="12" rx="3" fill="${p.wood}"/><rect x="${x + 8}" y="232" width="8" height="50" fill="${p.wood}"/><rect x="${x + 114}" y="232" width="8" height="50" fill="${p.wood}"/><rect x="${x + 16}" y="178" width="56" height="38" rx="3" fill="#1F2937"/><rect x="${x + 20}" y="182" width="48" height="30" fill="${p.accentSoft}"/><rect x="${x + 40}" y="214" width="8" height="6" fill="#1F2937"/>`,
          )
          .join('') +
        plant(452, 232),
    ),
  meeting: (p) =>
    frame(
      p,
      `<rect x="150" y="30" width="220" height="120" rx="6" fill="#fff" stroke="#CBD5E1" stroke-width="4"/><polyline points="170,130 215,100 255,112 300,70 350,54" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><rect x="170" y="46" width="70" height="8" rx="4" fill="${p.accentSoft}"/><rect y="250" width="480" height="70" fill="${p.floor}"/>` +
        person(p, 110, 150, 0) +
        person(p, 190, 160, 1, 0.95) +
        person(p, 290, 160, 2, 0.95) +
        person(p, 370, 150, 3) +
        `<ellipse cx="240" cy="250" rx="200" ry="34" fill="${p.wood}"/><rect x="200" y="230" width="30" height="20" rx="3" fill="#fff" opacity=".9"/><rect x="260" y="234" width="36" height="14" rx="3" fill="#1F2937"/>`,
    ),
  pantry: (p) =>
    frame(
      p,
      `<rect x="20" y="40" width="200" height="60" rx="4" fill="#fff" stroke="#CBD5E1" stroke-width="3"/><rect x="40" y="54" width="40" height="32" rx="3" fill="${p.accentSoft}"/><rect x="100" y="54" width="40" height="32" rx="3" fill="${p.accentSoft}"/><rect x="160" y="54" width="40" height="32" rx="3" fill="${p.accentSoft}"/><rect x="20" y="170" width="200" height="80" fill="${p.wood}"/><rect x="40" y="120" width="44" height="50" rx="6" fill="#374151"/><rect x="52" y="150" width="20" height="14" fill="#F9FAFB"/><rect y="250" width="480" height="70" fill="${p.floor}"/>` +
        person(p, 280, 140, 4) +
        person(p, 360, 146, 2, 0.95) +
        `<rect x="296" y="178" width="14" height="18" rx="3" fill="#fff"/><rect x="340" y="182" width="14" height="18" rx="3" fill="#fff"/><ellipse cx="320" cy="262" rx="110" ry="18" fill="${p.wood}"/><circle cx="280" cy="254" r="12" fill="#fff"/><circle cx="350" cy="254" r="12" fill="#fff"/><circle cx="280" cy="254" r="6" fill="${p.accent}"/>` +
        plant(450, 226),
    ),
  workshop: (p) =>
    frame(
      p,
      `<rect x="40" y="24" width="250" height="150" rx="6" fill="#fff" stroke="#CBD5E1" stroke-width="4"/><rect x="70" y="120" width="30" height="40" fill="${p.accentSoft}"/><rect x="115" y="95" width="30" height="65" fill="${p.accent}"/><rect x="160" y="75" width="30" height="85" fill="${p.accentSoft}"/><rect x="205" y="50" width="30" height="110" fill="${p.accent}"/><rect y="240" width="480" height="80" fill="${p.floor}"/>` +
        person(p, 370, 120, 3, 1.1) +
        `<path d="M350 160 L300 120" stroke="${skins[3]}" stroke-width="7" stroke-linecap="round"/>` +
        [60, 130, 200, 270].map((x, i) => person(p, x, 262, i + 1, 0.8)).join(''),
    ),
  celebration: (p) =>
    frame(
      p,
      `<path d="M0 40 Q240 90 480 40" fill="none" stroke="#94A3B8" stroke-width="2"/>` +
        [30, 90, 150, 210, 270, 330, 390, 450]
          .map((x, i) => `<path d="M${x - 14} ${48 + Math.sin(x / 76) * 14} l14 30 l14 -30z" fill="${p.shirts[i % p.shirts.length]}"/>`)
          .join('') +
        `<line x1="60" y1="110" x2="60" y2="200" stroke="#94A3B8" stroke-width="2"/><ellipse cx="60" cy="96" rx="20" ry="26" fill="${p.accent}"/><line x1="420" y1="110" x2="420" y2="200" stroke="#94A3B8" stroke-width="2"/><ellipse cx="420" cy="96" rx="20" ry="26" fill="${p.shirts[1]}"/><rect y="250" width="480" height="70" fill="${p.floor}"/>` +
        person(p, 130, 150, 1, 1, 'up') +
        person(p, 350, 150, 2, 1, 'up') +
        `<rect x="170" y="220" width="140" height="14" rx="3" fill="${p.wood}"/><rect x="200" y="176" width="80" height="44" rx="6" fill="#FDE68A"/><rect x="200" y="192" width="80" height="8" fill="${p.accent}"/><rect x="238" y="158" width="4" height="18" fill="${p.accent}"/><ellipse cx="240" cy="154" rx="4" ry="6" fill="#F59E0B"/>` +
        person(p, 240, 262, 4, 0.8),
    ),
  outing: (p) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><rect width="480" height="320" fill="#BFE3F5"/><circle cx="400" cy="60" r="30" fill="#FCD34D"/><path d="M0 200 Q120 120 240 190 T480 170 V320 H0z" fill="#86C98F"/><path d="M0 240 Q160 200 300 236 T480 230 V320 H0z" fill="#5FAF6E"/>` +
    `<rect x="60" y="130" width="10" height="60" fill="#7A5230"/><circle cx="65" cy="120" r="30" fill="#3F9B5B"/><rect x="420" y="150" width="10" height="50" fill="#7A5230"/><circle cx="425" cy="140" r="26" fill="#3F9B5B"/>` +
    [140, 200, 260, 320].map((x, i) => person(p, x, 196 + (i % 2) * 6, i, 0.95, i === 1 ? 'up' : 'down')).join('') +
    `<rect x="120" y="280" width="240" height="10" rx="5" fill="${p.accent}" opacity=".6"/></svg>`,
  lobby: (p) =>
    frame(
      p,
      `<rect x="120" y="40" width="240" height="90" rx="8" fill="${p.accent}"/><circle cx="180" cy="85" r="24" fill="#fff" opacity=".9"/><rect x="216" y="70" width="120" height="12" rx="6" fill="#fff" opacity=".9"/><rect x="216" y="92" width="80" height="10" rx="5" fill="#fff" opacity=".6"/><rect y="250" width="480" height="70" fill="${p.floor}"/>` +
        person(p, 240, 150, 2) +
        `<rect x="130" y="196" width="220" height="60" rx="8" fill="${p.wood}"/><rect x="130" y="196" width="220" height="12" rx="6" fill="#fff" opacity=".5"/>` +
        plant(60, 224) +
        plant(420, 224),
    ),
  volunteering: (p) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><rect width="480" height="320" fill="#D7EEF7"/><circle cx="70" cy="60" r="26" fill="#FCD34D"/><path d="M0 220 Q240 180 480 220 V320 H0z" fill="#9AD19F"/>` +
    [90, 180, 300, 390]
      .map((x) => `<rect x="${x - 3}" y="232" width="6" height="36" fill="#7A5230"/><circle cx="${x}" cy="226" r="16" fill="#3F9B5B"/><ellipse cx="${x}" cy="270" rx="22" ry="6" fill="#8B5E3C"/>`)
      .join('') +
    person(p, 140, 170, 1, 0.95) +
    person(p, 245, 160, 3) +
    person(p, 345, 170, 0, 0.95) +
    `<path d="M262 214 L290 270" stroke="#6B7280" stroke-width="5" stroke-linecap="round"/><path d="M282 262 l16 12" stroke="#6B7280" stroke-width="8" stroke-linecap="round"/><rect x="170" y="120" width="150" height="26" rx="13" fill="${p.accent}"/><rect x="190" y="130" width="110" height="6" rx="3" fill="#fff" opacity=".9"/></svg>`,
};

const filePattern = /^([a-z]+)-(\d)\.svg$/;

/** The album picture a file name names, or null: `office-2.svg` is the office scene in palette 2. */
export function albumPicture(file: string): string | null {
  const match = filePattern.exec(file);
  if (!match) return null;
  const scene = match[1] as AlbumScene;
  const palette = palettes[Number(match[2])];
  if (!albumScenes.includes(scene) || !palette) return null;
  return scenes[scene](palette);
}

/** Where the web loads a picture of the album (through its /api proxy, like avatars). */
export function albumPhotoUrl(scene: AlbumScene, palette: number): string {
  return `${publicApiPrefix}/company/album/${scene}-${palette % palettes.length}.svg`;
}
