// Event-card Ops of armies, Nazgûl and battles (digest §4.6, §7, §8): handlers by Op kind (event-ops.ts).

import type { OpHandlers } from './event-ops';

export const ARMY_OPS: OpHandlers = {};
