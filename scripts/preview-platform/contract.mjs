// The platform contract (src/contract/), as the site speaks it: call map, flag ids and reader,
// field rules, game categories. The preview platform answers by it instead of keeping copies;
// it comes in the app's rules bundle for Node (scripts/brand/check.mjs `loadEngine`).
import { loadEngine } from '../brand/check.mjs';

export const contract = await loadEngine();
