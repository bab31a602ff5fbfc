/**
 * Hungarian region names: as Göncz Árpád's translation of The Lord of the Rings (verses by Réz Ádám)
 * names the place, or, for a board region made of a direction and a name ("North Dunland", "Western
 * Mirkwood"), built from the translation's words the way Hungarian forms such names (Észak-, Dél-,
 * Kelet-, Nyugat- before a name; "… völgye" for a river's vale). Regions absent here keep their English
 * board name: the translation keeps it (Minas Tirith, Edoras, Dol Guldur), or its Hungarian form is not
 * known to us. The source of each name is in core/games/war-of-the-ring/TERMS.md ("Region names");
 * change both together.
 */
import type { RegionId } from '../../../../../core/games/war-of-the-ring/data';
import type { NameTable } from './names-by-language';

export const HUNGARIAN: NameTable<RegionId> = {
  'north-ered-luin': 'Észak-Ered Luin',
  'grey-havens': 'Szürkerév',
  'the-shire': 'Megye',
  'south-ered-luin': 'Dél-Ered Luin',
  buckland: 'Bakföld',
  'mount-gram': 'Gram-hegy',
  rivendell: 'Völgyzugoly',
  'fords-of-bruinen': 'Bruinen gázlói',
  'high-pass': 'Magas-hágó',
  'north-dunland': 'Észak-Dunland',
  'south-dunland': 'Dél-Dunland',
  moria: 'Mória',
  'mount-gundabad': 'Gundabad-hegy',
  'north-anduin-vale': 'Észak-Anduin-völgy',
  'south-anduin-vale': 'Dél-Anduin-völgy',
  'fords-of-isen': 'Isen gázlói',
  'helms-deep': 'Helm-szurdok',
  'druadan-forest': 'Drúadan-erdő',
  'western-emyn-muil': 'Nyugat-Emyn Muil',
  'eastern-emyn-muil': 'Kelet-Emyn Muil',
  'dead-marshes': 'Holtláp',
  'north-ithilien': 'Észak-Ithilien',
  'south-ithilien': 'Dél-Ithilien',
  'west-harondor': 'Nyugat-Harondor',
  'east-harondor': 'Kelet-Harondor',
  'near-harad': 'Közel-Harad',
  'far-harad': 'Távol-Harad',
  'western-mirkwood': 'Nyugat-Bakacsinerdő',
  'northern-mirkwood': 'Észak-Bakacsinerdő',
  'eastern-mirkwood': 'Kelet-Bakacsinerdő',
  'southern-mirkwood': 'Dél-Bakacsinerdő',
  'northern-rhovanion': 'Észak-Rhovanion',
  'southern-rhovanion': 'Dél-Rhovanion',
  'vale-of-the-carnen': 'Carnen völgye',
  'vale-of-the-celduin': 'Celduin völgye',
  'north-rhun': 'Észak-Rhûn',
  'east-rhun': 'Kelet-Rhûn',
  'south-rhun': 'Dél-Rhûn',
  'northern-dorwinion': 'Észak-Dorwinion',
  'southern-dorwinion': 'Dél-Dorwinion',
  'noman-lands': 'Senkiföldje',
  'ash-mountains': 'Hamuhegység',
};
