// One `import VisualFormat` gives the layout engine too.
@_exported import AutoLayout
