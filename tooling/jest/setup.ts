import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s, not 1: on a loaded 2-core CI machine a screen answering its
// mocked API could take longer than a second to render (four admin tests failed so, passing alone).
configure({ asyncUtilTimeout: 5000 });
