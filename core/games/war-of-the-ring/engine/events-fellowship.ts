// Event-card Ops of the Fellowship and the Hunt (digest §4.6, §5): handlers by Op kind (event-ops.ts).

import type { OpHandlers } from './event-ops';

export const FELLOWSHIP_OPS: OpHandlers = {};
