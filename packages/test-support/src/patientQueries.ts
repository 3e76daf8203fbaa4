import { configure } from '@testing-library/dom';

// findBy* and waitFor give up after 1 s by default. On CI's two cores, with other packages' tests running beside
// them, a lazily loaded page can take longer than that to appear, and a test that fails only under load is a
// failing test: 5 s is still far below each test's own timeout.
configure({ asyncUtilTimeout: 5_000 });
