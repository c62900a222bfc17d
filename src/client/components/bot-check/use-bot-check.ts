import { useCallback, useState } from "react";

/**
 * The state of a form's bot check: the solved payload (null until solved), the props for <BotCheck>,
 * and `reset`, which starts a fresh check (a solution is accepted once only, so after every failed send).
 */
export function useBotCheck() {
  const [payload, setPayload] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => {
    setPayload(null);
    setResetKey((key) => key + 1);
  }, []);
  return { payload, reset, widget: { onChange: setPayload, resetKey } };
}
