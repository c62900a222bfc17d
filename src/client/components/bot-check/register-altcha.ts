// The widget without its bundled inline workers: the proof-of-work worker is a file Vite emits on our
// own origin, so the strict CSP (worker-src 'self') holds and no third party is ever contacted.
// Browser-only: BotCheck imports this once it runs in the browser.
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
