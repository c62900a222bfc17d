// `npm run bench`: speed and size measurements, run by hand (never as timed tests).
import { benchImagePipeline } from "./bench/image-pipeline.bench.ts";
import { benchTalentsList } from "./bench/talents-list.bench.ts";

const benches: Record<string, () => Promise<void>> = {
  "image pipeline": benchImagePipeline,
  "talents list": benchTalentsList,
};

const only = process.argv[2];
for (const [name, run] of Object.entries(benches)) {
  if (only && !name.includes(only)) continue;
  console.log(`\n## ${name}`);
  await run();
}
