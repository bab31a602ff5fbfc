import type {
  Ability,
  CardDef,
  Cond,
  Effect,
  Keywords,
  Sel,
} from '../../../../../core/games/marvel-champions/engine/types';

/**
 * Card texts of the engine's cards, written from their definitions: our starter content has
 * effects in the engine's declarative language and no printed text, so the card zoom says what a
 * card does in the UI language (mc.play.ui.fx.*, .sel.*, .kw.*, …). Lines may hold icon tokens
 * (`[energy]`) that CardText draws. Imported cards the engine does not automate say so.
 */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const P = 'mc.play.ui';

export function selText(t: Translate, sel: Sel): string {
  return t(`${P}.sel.${sel}`);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function effectText(t: Translate, e: Effect): string {
  switch (e.op) {
    case 'damage': {
      const flags = [e.piercing ? t(`${P}.kw.piercing`) : null, e.overkill ? t(`${P}.kw.overkill`) : null].filter(
        Boolean,
      );
      let base = e.equal
        ? t(`${P}.fx.${e.attack ? 'attackEqual' : 'damageEqual'}`, {
            stat: t(`${P}.stat.${e.equal}`),
            who: selText(t, e.to),
          })
        : t(`${P}.fx.${e.attack ? 'attack' : 'damage'}`, { n: e.n, who: selText(t, e.to) });
      if (e.plusYourDamage) base += ' ' + t(`${P}.fx.plusYourDamage`, { max: e.max ?? '∞' });
      return flags.length ? `${base} (${flags.join(', ')})` : base;
    }
    case 'heal':
      return t(`${P}.fx.heal`, { n: e.n, who: selText(t, e.to) });
    case 'draw':
      return e.to ? t(`${P}.fx.drawFor`, { n: e.n, who: selText(t, e.to) }) : t(`${P}.fx.draw`, { n: e.n });
    case 'payToPlay':
      return t(`${P}.fx.payToPlay`, { who: selText(t, e.to) });
    case 'discount':
      return t(`${P}.fx.discount`, { n: e.n, who: selText(t, e.to) });
    case 'enter':
      return t(`${P}.fx.enter.${e.to === 'anyAlly' ? 'attach' : 'control'}`);
    case 'thwart':
      return t(`${P}.fx.thwart`, { n: e.n, who: selText(t, e.from) });
    case 'threat':
      return t(`${P}.fx.${e.per ? 'threatPer' : 'threat'}`, { n: e.n, who: selText(t, e.on) });
    case 'status':
      return t(`${P}.fx.status`, { status: t(`${P}.status.${e.s}`), who: selText(t, e.to) });
    case 'exhaust':
      return t(`${P}.fx.exhaust`, { who: selText(t, e.to) });
    case 'ready':
      return t(`${P}.fx.ready`, { who: selText(t, e.to) });
    case 'mod':
      return t(`${P}.fx.mod.${e.until}`, { stat: t(`${P}.stat.${e.stat}`), n: signed(e.n), who: selText(t, e.to) });
    case 'search':
      return e.trait
        ? t(`${P}.fx.searchTrait`, { trait: e.trait })
        : e.type
          ? t(`${P}.fx.searchType`, { type: t(`mc.terms.types.${e.type}`) })
          : t(`${P}.fx.search`);
    case 'activate':
      return t(`${P}.fx.activate.${e.how}`);
    case 'surge':
      return t(`${P}.kw.surge`) + '.';
    case 'resource':
      return t(`${P}.fx.resource`, { icons: Array.from({ length: e.n }, () => `[${e.r}]`).join('') });
    case 'if': {
      const then = effectsText(t, e.then);
      const otherwise = e.else?.length ? ' ' + t(`${P}.fx.otherwise`, { then: effectsText(t, e.else) }) : '';
      return t(`${P}.fx.if`, { cond: condText(t, e.cond), then }) + otherwise;
    }
    case 'choose':
      return t(`${P}.fx.choose`, { options: e.options.map((o, i) => `(${i + 1}) ${effectsText(t, o)}`).join(' ') });
    case 'may':
      return t(`${P}.fx.may`, { then: effectsText(t, e.fx) });
    case 'then':
      return t(`${P}.fx.then`, { first: effectsText(t, e.first), then: effectsText(t, e.then) });
    case 'onHit':
      return t(`${P}.fx.onHit`, { then: effectsText(t, e.fx) });
    case 'discardCard':
      return t(`${P}.fx.${e.trait ? 'discardCardTrait' : 'discardCard'}`, { who: selText(t, e.to), trait: e.trait });
    case 'facedown':
      return t(`${P}.fx.facedown`, { n: e.n, trait: e.trait });
    case 'eachPlayer':
      return t(`${P}.fx.eachPlayer`, { fx: effectsText(t, e.fx) });
    case 'fetchEncounter':
      return t(`${P}.fx.fetchEncounter.${e.how}`);
    case 'attach':
      return t(`${P}.fx.attach`, { who: selText(t, e.to) });
    case 'spend':
      return t(`${P}.fx.spend`, { icons: e.needs.map((r) => `[${r}]`).join('') });
    default:
      // Draw, discard at random, acceleration, cancel, prevent, nemesis, deal, discard itself, flip, a
      // scripted effect: worded by their kind alone, with their number when they have one.
      return t(`${P}.fx.${e.op}`, 'n' in e ? { n: e.n } : undefined);
  }
}

export function effectsText(t: Translate, fx: readonly Effect[]): string {
  return fx.map((e) => effectText(t, e)).join(' ');
}

export function condText(t: Translate, c: Cond): string {
  switch (c.c) {
    case 'form':
      return t(`${P}.cond.form.${c.f}`);
    case 'status':
      return t(`${P}.cond.status`, { who: selText(t, c.to), status: t(`${P}.status.${c.s}`) });
    case 'inPlay':
      return t(`${P}.cond.inPlay`, { name: c.name });
    case 'nemesisAside':
      return t(`${P}.cond.nemesisAside`);
    case 'minions':
      return t(`${P}.cond.minions`, { n: c.min });
    case 'threat':
      return t(`${P}.cond.threat`, { n: c.min });
    case 'undefended':
      return t(`${P}.cond.undefended`);
    case 'damaged':
      return t(`${P}.cond.damaged`, { who: selText(t, c.to) });
    case 'triggerIsYou':
      return t(`${P}.cond.triggerIsYou`);
    case 'controls':
      return t(`${P}.cond.controls`);
    case 'paid':
      return t(`${P}.cond.paid`, { icon: `[${c.r}]` });
    case 'defeated':
      return t(`${P}.cond.defeated.${c.type ?? 'enemy'}`);
    case 'youDefeated':
      return t(`${P}.cond.youDefeated`);
    case 'codeInPlay':
      return t(`${P}.cond.codeInPlay`);
    case 'trait':
      return t(`${P}.cond.trait`, { who: selText(t, c.to), trait: c.trait });
    case 'face':
      return t(`${P}.cond.face`, { card: c.code });
    case 'villainTrigger':
    case 'basicAttack':
    case 'played':
      return t(`${P}.cond.${c.c}`);
  }
}

/** "Retaliate 1", "Team-Up (A and B)", "Uses (3)": the keywords a card has, in the UI language. */
export function keywordTexts(t: Translate, kw: Keywords | undefined): string[] {
  if (!kw) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(kw) as Array<[keyof Keywords, unknown]>) {
    if (v === false || v === undefined || v === null) continue;
    if (k === 'teamUp' && Array.isArray(v)) out.push(t(`${P}.kw.teamUp`, { a: v[0], b: v[1] }));
    else if (k === 'teamwork' && typeof v === 'string') out.push(t(`${P}.kw.teamwork`, { trait: v }));
    else if (typeof v === 'number') out.push(t(`${P}.kw.${k}N`, { n: v }));
    else out.push(t(`${P}.kw.${k}`));
  }
  return out;
}

function costText(t: Translate, ab: Ability): string {
  const parts: string[] = [];
  if (ab.cost?.exhaust) parts.push(t(`${P}.cost.exhaust`));
  if (ab.cost?.use) parts.push(t(`${P}.cost.use`));
  if (ab.cost?.pay && !ab.cost.needs?.length) parts.push(t(`${P}.cost.pay`, { n: ab.cost.pay }));
  if (ab.cost?.needs?.length) parts.push(t(`${P}.cost.spend`, { icons: ab.cost.needs.map((r) => `[${r}]`).join('') }));
  if (ab.cost?.discard) parts.push(t(`${P}.cost.discard`));
  if (ab.cost?.exhaustHero) parts.push(t(`${P}.cost.exhaustHero`));
  if (ab.cost?.needs?.length) parts.push(t(`${P}.cost.needs`, { icons: ab.cost.needs.map((r) => `[${r}]`).join('') }));
  if (ab.cost?.healYou) parts.push(t(`${P}.cost.healYou`, { n: ab.cost.healYou }));
  return parts.join(', ');
}

/** One line per ability: "Response (after you thwart): Deal 1 damage to an enemy. (once per round)". */
export function abilityText(t: Translate, ab: Ability): string {
  if (ab.kind === 'constant' && ab.constant) {
    const c = ab.constant;
    const parts: string[] = [];
    if (c.to === 'minions' && c.stat && c.n !== undefined)
      parts.push(
        t(`${P}.constant.${c.base ? 'minionsBase' : c.facedown ? 'minionsFacedown' : 'minions'}`, {
          trait: c.trait ?? '',
          stat: t(`${P}.stat.${c.stat}`),
          n: c.base ? c.n : signed(c.n),
        }),
      );
    else if (c.stat && c.n)
      parts.push(
        t(`${P}.constant.stat`, { stat: t(`${P}.stat.${c.stat}`), n: signed(c.n), who: t(`${P}.constant.to.${c.to}`) }),
      );
    if (c.allyLimit) parts.push(t(`${P}.constant.allyLimit`, { n: signed(c.allyLimit) }));
    if (c.handSize) parts.push(t(`${P}.constant.handSize`, { n: signed(c.handSize) }));
    if (c.traits?.length)
      parts.push(t(`${P}.constant.traits`, { traits: c.traits.join(', '), who: t(`${P}.constant.to.${c.to}`) }));
    if (c.ifTrait) parts.push(t(`${P}.constant.ifTrait`, { trait: c.ifTrait }));
    if (c.noDamageWhile?.trait) parts.push(t(`${P}.constant.noDamageWhileTrait`, { trait: c.noDamageWhile.trait }));
    else if (c.noDamageWhile?.code) parts.push(t(`${P}.constant.noDamageWhileCard`));
    if (c.noThreatRemoval) parts.push(t(`${P}.constant.noThreatRemoval`));
    if (c.saveFromDefeat) parts.push(t(`${P}.constant.saveFromDefeat`));
    if (c.gains)
      parts.push(
        t(`${P}.constant.gains`, { keywords: keywordTexts(t, c.gains).join(', '), who: t(`${P}.constant.to.${c.to}`) }),
      );
    return parts.join(' ');
  }
  const head = [t(`${P}.ability.${ab.kind}`)];
  const qualifiers: string[] = [];
  if (ab.on) qualifiers.push(t(`${P}.trigger.${ab.on}`));
  if (ab.form) qualifiers.push(t(`${P}.form.${ab.form}`));
  const cost = costText(t, ab);
  let text = head.join('') + (qualifiers.length ? ` (${qualifiers.join(', ')})` : '') + ': ';
  if (cost) text += t(`${P}.cost.line`, { cost }) + ' ';
  text +=
    ab.kind === 'resource' && ab.only
      ? t(`${P}.fx.resourceOnly`, { fx: effectsText(t, ab.effects), trait: ab.only })
      : effectsText(t, ab.effects);
  if (ab.label) text += ' ' + t(`${P}.label.${ab.label}`);
  if (ab.oncePerRound) text += ' ' + t(`${P}.ability.oncePerRound`);
  if (ab.when) text += ' ' + t(`${P}.when`, { cond: condText(t, ab.when) });
  return text.trim();
}

/** The whole text of a card, line by line (keywords first, as printed); scheme icons unless `icons: false`. */
export function cardLines(t: Translate, d: CardDef, opts: { icons?: boolean } = {}): string[] {
  const lines: string[] = [];
  const kws = keywordTexts(t, d.kw);
  if (kws.length) lines.push(kws.join('. ') + '.');
  if (d.needs?.length) lines.push(t(`${P}.needs`, { icons: d.needs.map((r) => `[${r}]`).join('') }));
  if (d.attachTo) lines.push(t(`${P}.attachTo.${d.attachTo}`));
  if (d.attach?.to === 'anyAlly') lines.push(t(`${P}.attachTo.ally`));
  else if (d.attach) lines.push(t(`${P}.attachPick`, { who: selText(t, d.attach.to) }));
  if (d.control) lines.push(t(`${P}.anyControl`));
  if (d.maxIn) lines.push(t(`${P}.maxIn.${d.maxIn.per}`, { n: d.maxIn.n }));
  if (d.double) lines.push(t(`${P}.double`, { aspect: t(`mc.terms.aspects.${d.double}`) }));
  if (d.eventForm && d.type === 'event') lines.push(t(`${P}.formOnly.${d.eventForm}`));
  if (d.play?.length) {
    const head =
      d.type === 'event'
        ? d.on
          ? `${t(`${P}.ability.${eventKind(d)}`)} (${t(`${P}.trigger.${d.on}`)}): `
          : ''
        : `${t(`${P}.ability.whenRevealed`)}: `;
    const when = d.when ? ' ' + t(`${P}.when`, { cond: condText(t, d.when) }) : '';
    lines.push(head + effectsText(t, d.play) + (d.label ? ' ' + t(`${P}.label.${d.label}`) : '') + when);
  }
  for (const ab of d.ab ?? []) {
    const line = abilityText(t, ab);
    if (line) lines.push(line);
  }
  if (d.boostFx?.length) lines.push(`[star] ${t(`${P}.ability.boost`)}: ${effectsText(t, d.boostFx)}`);
  if (opts.icons !== false && (d.type === 'main_scheme' || d.type === 'side_scheme')) {
    const icons = Object.entries(d.icons ?? {}).filter(([, n]) => (n ?? 0) > 0);
    for (const [icon, n] of icons) lines.push(t(`${P}.icon.${icon}`, { n }));
  }
  if (d.manual) lines.push(t(`${P}.manualCard`));
  return lines;
}

/** Interrupt events answer an interrupt trigger, the others are responses. */
function eventKind(d: CardDef): 'interrupt' | 'response' {
  return d.on === 'villainAttacksYou' || d.on === 'treacheryRevealed' ? 'interrupt' : 'response';
}
