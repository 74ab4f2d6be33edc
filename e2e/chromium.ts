// Debian's Chromium as the e2e suite and the browser benchmarks launch it: software WebGL
// for the map (see shared/FACTS.md), and no background connections (the network is closed).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
