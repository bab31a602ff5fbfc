/**
 * War of the Ring, three and four players (rules digest §10.3): the player icon of each event card — which role
 * may play it (Gondor, Rohan, Witch-king, Saruman & Sauron's Allies). Cards not listed carry no icon: any player
 * of the card's side may play them.
 *
 * The printed icons were not available: this table is derived from the nations, characters and strongholds each
 * card's own data names on its own side (exactly one role named → that role's icon; none or both → no icon).
 * RULINGS.md M7 records this; correct an entry here when the printed card says otherwise.
 */
import type { EventCardId } from './event-types';

export type PlayerIcon = 'gondor' | 'rohan' | 'witchking' | 'saruman';

export const EVENT_PLAYER_ICONS: Readonly<Partial<Record<EventCardId, PlayerIcon>>> = {
  'fp.horn-of-gondor': 'gondor',
  'fp.house-of-the-stewards': 'gondor',
  'fp.mirror-of-galadriel': 'gondor',
  'fp.the-ents-awake-entmoot': 'rohan',
  'fp.the-ents-awake-huorns': 'rohan',
  'fp.the-ents-awake-treebeard': 'rohan',
  'fp.the-grey-company': 'gondor',
  'fp.a-power-too-great': 'gondor',
  'fp.book-of-mazarbul': 'rohan',
  'fp.celeborns-galadhrim': 'gondor',
  'fp.cirdans-ships': 'gondor',
  'fp.dain-ironfoots-guard': 'rohan',
  'fp.eomer-son-of-eomund': 'rohan',
  'fp.faramirs-rangers': 'gondor',
  'fp.fear-fire-foes': 'rohan',
  'fp.grimbeorn-the-old-son-of-beorn': 'rohan',
  'fp.guards-of-the-citadel': 'gondor',
  'fp.imrahil-of-dol-amroth': 'gondor',
  'fp.kindred-of-glorfindel': 'gondor',
  'fp.king-brands-men': 'rohan',
  'fp.riders-of-theoden': 'rohan',
  'fp.swords-in-eriador': 'rohan',
  'fp.the-last-battle': 'gondor',
  'fp.the-power-of-tom-bombadil': 'rohan',
  'fp.thranduils-archers': 'gondor',
  'shadow.dreadful-spells': 'witchking',
  'shadow.grond-hammer-of-the-underworld': 'witchking',
  'shadow.nazgul-search': 'witchking',
  'shadow.the-black-captain-commands': 'witchking',
  'shadow.the-nazgul-strike': 'witchking',
  'shadow.the-palantir-of-orthanc': 'saruman',
  'shadow.the-ringwraiths-are-abroad': 'witchking',
  'shadow.wormtongue': 'saruman',
  'shadow.a-new-power-is-rising': 'saruman',
  'shadow.corsairs-of-umbar': 'saruman',
  'shadow.half-orcs-and-goblin-men': 'saruman',
  'shadow.hill-trolls': 'witchking',
  'shadow.horde-from-the-east': 'saruman',
  'shadow.many-kings-to-the-service-of-mordor': 'saruman',
  'shadow.monsters-roused': 'witchking',
  'shadow.olog-hai': 'witchking',
  'shadow.orcs-multiplying-again': 'witchking',
  'shadow.pits-of-mordor': 'witchking',
  'shadow.rage-of-the-dunlendings': 'saruman',
  'shadow.return-of-the-witch-king': 'witchking',
  'shadow.shadows-on-the-misty-mountains': 'witchking',
  'shadow.the-fighting-uruk-hai': 'saruman',
  'shadow.the-king-is-revealed': 'witchking',
};
