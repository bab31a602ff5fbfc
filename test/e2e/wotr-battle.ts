import { wotrEngine, type WotrState } from '../../core/games/war-of-the-ring';

/**
 * The opening that brings a War of the Ring game to a battle, for the e2e test (issue 14, Tests: "fight a
 * battle"). At setup no two hostile armies may fight: every Shadow nation but Isengard's neighbour is
 * too far, and Isengard is one step short of war. The Isengard army in Orthanc stands beside the Rohan
 * army at the Fords of Isen, so the Shadow needs one Muster die to bring Isengard to war and one
 * Army (or Muster/Army) die to attack. This walks the engine (the same one the host runs) with a fixed
 * plan — end the Fellowship phase, no Hunt dice, the Free Peoples pass or set dice aside, the Shadow
 * advances Isengard — until the Shadow is offered that attack, and returns the actions taken as the
 * host's `games.act` envelopes (seat, stateVersion). The dice come from the seed; a seed whose roll
 * does not allow the plan in turn 1 is refused, so a change of the engine's dice shows up here clearly.
 */
export const BATTLE_SEED = 'e2e-battle-0';
export const BATTLE_ATTACK = 'orthanc>fords-of-isen';

type Action = { type: string; [field: string]: unknown };
export interface ActEnvelope {
  seat: string;
  stateVersion: number;
  type: string;
  [field: string]: unknown;
}

const ARMY_FACES = ['army', 'muster-army'];

export function openingToBattle(seed = BATTLE_SEED): ActEnvelope[] {
  let s: WotrState = wotrEngine.setup({}, seed);
  const out: ActEnvelope[] = [];
  for (let i = 0; i < 40; i++) {
    const d = wotrEngine.pending(s);
    if (!d) break;
    const seat = d.seats[0];
    const legal = wotrEngine.legalActions(s, seat) as unknown as Action[];
    const find = (p: (a: Action) => boolean) => legal.find(p);
    if (seat === 'shadow' && find((a) => a.type === 'use' && a.act === 'attack' && a.arg === BATTLE_ATTACK)) return out;
    if (s.turn > 1) break;
    // the Shadow keeps one Army or Muster/Army die for the attack
    const armyDice = s.dice.shadow.rolled.filter((f) => ARMY_FACES.includes(f)).length;
    const advance = (a: Action) =>
      a.type === 'use' &&
      a.act === 'politics' &&
      a.arg === 'isengard' &&
      s.politics.isengard.step > 0 &&
      (a.face === 'muster' || armyDice > 1);
    const action =
      find((a) => a.type === 'endFellowshipPhase') ??
      find((a) => a.type === 'huntDice' && a.count === 0) ??
      (seat === 'shadow' ? find(advance) : undefined) ??
      find((a) => a.type === 'pass') ??
      (seat === 'fp' ? find((a) => a.type === 'skip') : undefined);
    if (!action) break;
    out.push({ seat, stateVersion: out.length, ...action, type: action.type });
    const r = wotrEngine.apply(s, action as never, seat);
    if (!r.ok) throw new Error(`the opening was refused: ${JSON.stringify(r.rejection)}`);
    s = r.state;
  }
  throw new Error(`seed ${seed}: turn 1 does not reach the attack ${BATTLE_ATTACK}`);
}
