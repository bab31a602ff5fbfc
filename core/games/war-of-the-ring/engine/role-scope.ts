// Three and four players (multi.ts): while the legal actions of one role are listed, the two-player code is
// asked only for that role's attacks (§10.5 army control, §10.7 the three-player block) and card plays (§10.3
// own cards), instead of finding every attack and testing every card precondition of the side and filtering
// them afterwards (speed). Nothing here is set in a two-player game, nor while an action is applied.

export interface RoleScope {
  /** The role may attack with its side's army in this region. */
  armyFrom(from: string): boolean;
  /** The role may play this card of its team's hand (it holds it, its player icon allows it, §10.3). */
  card(id: string): boolean;
}

/** The role whose actions are being listed, else null. */
export let roleScope: RoleScope | null = null;

/** Set around a legal-action listing of a clean state only, and cleared after it (in a `finally`). */
export function setRoleScope(scope: RoleScope | null): void {
  roleScope = scope;
}
