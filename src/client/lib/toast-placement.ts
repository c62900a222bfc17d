/** A box's vertical extent in viewport pixels (as `getBoundingClientRect` gives it). */
export type VerticalExtent = { top: number; bottom: number };

export type ToastPlacement = {
  /** The screen edge the toast sits at. */
  edge: "top" | "bottom";
  /** How far from that edge the bars pinned to it reach: the toast keeps clear of them. */
  clearance: number;
};

/**
 * How far the bars pinned to an edge reach into the screen. Bars stacked against each other count
 * together (the wizard's action bar sits on the dashboard's bottom navigation); a bar further in,
 * with a gap to the edge (a static bar in the middle of the page), does not count.
 */
export function edgeClearance(
  viewportHeight: number,
  bars: readonly VerticalExtent[],
): { top: number; bottom: number } {
  const TOUCHING = 1;
  let top = 0;
  for (const bar of [...bars].sort((a, b) => a.top - b.top)) {
    if (bar.top <= top + TOUCHING && bar.bottom > top) top = bar.bottom;
  }
  let bottom = 0;
  for (const bar of [...bars].sort((a, b) => b.bottom - a.bottom)) {
    const reach = viewportHeight - bar.top;
    if (viewportHeight - bar.bottom <= bottom + TOUCHING && reach > bottom) bottom = reach;
  }
  return { top: Math.max(0, top), bottom: Math.max(0, bottom) };
}

/**
 * Where a toast goes: at the screen edge farther from the focused control (the button just pressed
 * stays visible and pressable), clear of the bars pinned to that edge. With nothing focused, at the top.
 */
export function placeToast(
  viewportHeight: number,
  focused: VerticalExtent | null,
  bars: readonly VerticalExtent[],
): ToastPlacement {
  const clearance = edgeClearance(viewportHeight, bars);
  const focusInUpperHalf = focused !== null && (focused.top + focused.bottom) / 2 < viewportHeight / 2;
  return focusInUpperHalf
    ? { edge: "bottom", clearance: clearance.bottom }
    : { edge: "top", clearance: clearance.top };
}
