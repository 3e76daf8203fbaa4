import { useLocation } from 'react-router-dom';

/** Shows where the router is, for assertions on redirects. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
    </div>
  );
}
