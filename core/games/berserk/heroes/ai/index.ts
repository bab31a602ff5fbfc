export { heroesPolicy, evaluate } from './policy';
