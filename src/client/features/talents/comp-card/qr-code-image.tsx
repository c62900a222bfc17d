import { useEffect, useState } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * The QR code of a link, drawn by the `qrcode` package as SVG. The package loads with this component
 * (a dashboard page loaded on use), never on a public first visit; until it has drawn, an empty box.
 */
export function QrCodeImage({ url, label, className }: { url: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((QRCode) => QRCode.toString(url, { type: "svg", margin: 0, errorCorrectionLevel: "M" }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      })
      .catch(() => {
        // Not drawn: the box stays empty; the printed card has its own.
      });
    return () => {
      current = false;
    };
  }, [url]);
  return svg ? (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      className={cn("bg-white", className)}
    />
  ) : (
    <div role="img" aria-label={label} className={cn("bg-surface-muted", className)} />
  );
}
