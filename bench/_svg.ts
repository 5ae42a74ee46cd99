/** A small SVG line chart (logarithmic x), for curves recorded in bench/README.md. */

export interface Series {
  name: string;
  points: [x: number, y: number][];
  /** Index into the palette; default the series' position. */
  colour?: number;
  dashed?: boolean;
}

const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"];

export function line_chart(title: string, x_label: string, y_label: string, series: Series[]): string {
  const [width, height, left, right, top, bottom] = [640, 360, 70, 150, 40, 50];
  const xs = series.flatMap((s) => s.points.map(([x]) => x));
  const ys = series.flatMap((s) => s.points.map(([, y]) => y));
  const [x_min, x_max] = [Math.log10(Math.min(...xs)), Math.log10(Math.max(...xs))];
  const y_max = nice(Math.max(...ys) * 1.15);
  const px = (x: number) => left + ((Math.log10(x) - x_min) / (x_max - x_min || 1)) * (width - left - right);
  const py = (y: number) => height - bottom - (y / y_max) * (height - top - bottom);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${width / 2}" y="22" text-anchor="middle" font-size="15">${escape(title)}</text>`,
  ];
  for (let i = 0; i <= 5; i++) {
    const y = (y_max / 5) * i;
    out.push(
      `<line x1="${left}" x2="${width - right}" y1="${py(y)}" y2="${py(y)}" stroke="#ddd"/>`,
      `<text x="${left - 8}" y="${py(y) + 4}" text-anchor="end">${round(y)}</text>`,
    );
  }
  for (const x of [...new Set(xs)].sort((a, b) => a - b)) {
    out.push(
      `<line x1="${px(x)}" x2="${px(x)}" y1="${top}" y2="${height - bottom}" stroke="#eee"/>`,
      `<text x="${px(x)}" y="${height - bottom + 18}" text-anchor="middle">${x.toLocaleString("en")}</text>`,
    );
  }
  out.push(
    `<text x="${(left + width - right) / 2}" y="${height - 10}" text-anchor="middle">${escape(x_label)}</text>`,
    `<text transform="translate(18 ${(top + height - bottom) / 2}) rotate(-90)" text-anchor="middle">${
      escape(y_label)
    }</text>`,
  );
  series.forEach((s, i) => {
    const colour = COLOURS[(s.colour ?? i) % COLOURS.length];
    const dash = s.dashed ? ` stroke-dasharray="6 4"` : "";
    const path = s.points.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(" ");
    out.push(`<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
    for (const [x, y] of s.points) {
      out.push(`<circle cx="${px(x).toFixed(1)}" cy="${py(y).toFixed(1)}" r="3.5" fill="${colour}"/>`);
    }
    out.push(
      `<line x1="${width - right + 15}" x2="${width - right + 35}" y1="${top + 20 * i + 10}" y2="${
        top + 20 * i + 10
      }" stroke="${colour}" stroke-width="2"${dash}/>`,
      `<text x="${width - right + 40}" y="${top + 20 * i + 14}">${escape(s.name)}</text>`,
    );
  });
  out.push("</svg>\n");
  return out.join("\n");
}

function nice(n: number): number {
  const step = 10 ** Math.floor(Math.log10(n));
  return Math.ceil(n / step) * step;
}

function round(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
