/**
 * Sample pictures drawn as SVG and rasterised by sharp, so the sample data needs no network:
 * soft gradient studio backdrops with an abstract figure or still life, in each talent's palette.
 */
export type Palette = { from: string; to: string; accent: string; ink: string };

export function portraitSvg(p: Palette, variant: number): string {
  const tilt = (variant % 3) * 6 - 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600" viewBox="0 0 1200 1600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
    <radialGradient id="light" cx="0.35" cy="0.25" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="1600" fill="url(#bg)"/>
  <rect width="1200" height="1600" fill="url(#light)"/>
  <ellipse cx="600" cy="1560" rx="700" ry="120" fill="${p.ink}" opacity="0.18"/>
  <g transform="rotate(${tilt} 600 900)">
    <path d="M250 1600 C260 1180 420 1040 600 1040 C780 1040 940 1180 950 1600 Z" fill="${p.ink}" opacity="0.92"/>
    <rect x="540" y="880" width="120" height="190" rx="50" fill="${p.accent}"/>
    <ellipse cx="600" cy="720" rx="175" ry="215" fill="${p.accent}"/>
    <path d="M420 700 C410 520 520 450 610 455 C720 460 800 540 785 700 C760 610 700 570 600 575 C520 580 450 620 420 700 Z" fill="${p.ink}"/>
  </g>
</svg>`;
}

export function sceneSvg(p: Palette, variant: number): string {
  const wide = variant % 2 === 0;
  const w = wide ? 1600 : 1200;
  const h = wide ? 1200 : 1600;
  const shapes = [0, 1, 2, 3]
    .map((i) => {
      const x = ((i * 397 + variant * 211) % (w - 300)) + 150;
      const y = ((i * 283 + variant * 149) % (h - 400)) + 200;
      const r = 90 + ((i * 61 + variant * 37) % 160);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? p.accent : p.ink}" opacity="${0.35 + i * 0.15}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect x="${w * 0.1}" y="${h * 0.62}" width="${w * 0.8}" height="${h * 0.04}" rx="8" fill="${p.ink}" opacity="0.25"/>
  ${shapes}
</svg>`;
}
