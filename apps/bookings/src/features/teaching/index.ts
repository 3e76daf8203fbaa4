// Teachers at poolside (docs/decisions/0596-teachers-at-poolside.md): the day's classes and their registers.
export { TeachingDayRoute, ClassRegisterRoute } from './components/TeachingRoutes.tsx';
