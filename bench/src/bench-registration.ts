// `npm run bench:registration -w @events/bench`: registration's scenario of `npm run bench`
// alone (build first: it runs apps/server/dist). Exits 1 when a target is missed.
import { measureRegistration, reportRegistration } from "./registration.js";
import { runAlone } from "./run-alone.js";

await runAlone("registration", measureRegistration, reportRegistration);
