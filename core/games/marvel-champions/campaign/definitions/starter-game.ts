import type { BindingContext, GameBinding } from '../../campaign-game';

// "The Silent Decree" played with the rules engine: what each set-up instruction of starter.ts does
// to the game (engine `campaign` options, §6.1 campaign set-up). The expert campaign's Vault (a card
// chosen from the opening hand, returned in the finale) is a choice during the game: it has no entry
// here, so the players do it with the game's "resolve by hand" tools.

const K = 'campaign.starter.setup';
const code = (p: Record<string, string | number>) => String(p.card);

/** A campaign card the instruction puts into play under hero `index`'s control. */
function intoPlay(ctx: BindingContext, card: string, index: number): boolean {
  const seat = ctx.options.heroes[index];
  if (!seat) return false;
  const c = (seat.campaign ??= {});
  c.inPlay = [...(c.inPlay ?? []), card];
  return true;
}

export const STARTER_GAME_BINDING: GameBinding = {
  [`${K}.detentionAside`]: (ctx, p) => {
    ctx.options.campaign.setAside.push(code(p));
    return true;
  },
  // The Chrome Syndicate set is one of the scenario's modular sets: already in the encounter deck.
  [`${K}.pipeline`]: (ctx) => ctx.options.modular.length > 0,
  [`${K}.pipelineInPlay`]: (ctx, p) => {
    ctx.options.campaign.sideSchemes.push(code(p));
    return true;
  },
  [`${K}.informantTip`]: (ctx, p) => {
    const held = ctx.takeCampaignCard(code(p));
    const index = held?.owner ? ctx.heroIndex(held.owner) : -1;
    return index >= 0 && intoPlay(ctx, code(p), index);
  },
  [`${K}.lieutenantWaiting`]: (ctx, p) => {
    ctx.options.campaign.engaged.push({ code: code(p), seat: ctx.options.firstPlayer });
    return true;
  },
  // The finale's later villain stages are the prepared stages the options already carry.
  [`${K}.finale`]: (ctx) => ctx.options.campaign.stages.length > 0,
  // The Expert set added by the set-up is in the prepared sets the options already carry.
  [`${K}.decreeEnforced`]: (ctx) => ctx.options.expert || ctx.options.campaign.sets.includes('expert'),
  [`${K}.safehouse`]: (ctx) => {
    for (const seat of ctx.options.heroes) {
      const c = (seat.campaign ??= {});
      c.draw = (c.draw ?? 0) + 1;
    }
    return true;
  },
  [`${K}.arsenal`]: (ctx, p) =>
    ctx.takeCampaignCard(code(p)) !== null && intoPlay(ctx, code(p), ctx.options.firstPlayer),
  [`${K}.scars`]: (ctx) => {
    ctx.prepared.heroes.forEach((h, i) => {
      const scars = ctx.log.heroes.find((x) => x.key === h.key)?.counters.scars ?? 0;
      if (scars > 0) (ctx.options.heroes[i].campaign ??= {}).hp = -scars;
    });
    return true;
  },
};
