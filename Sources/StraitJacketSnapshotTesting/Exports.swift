#if SnapshotTesting
// The strategies take `SVGRenderer.Options`; importing them brings its
// module, and `layoutSnapshot()`, along.
@_exported import LayoutRendering
#endif
