// `npm run bench:door -w @events/bench`: the door's scenarios of `npm run bench` alone (build
// first: it runs apps/server/dist). Exits 1 when a target is missed.
import { measureDoorCheckIn, reportDoorCheckIn } from "./door-check-in.js";
import { runAlone } from "./run-alone.js";

await runAlone("door", measureDoorCheckIn, reportDoorCheckIn);
