// One `import LayoutSpec` gives the layout engine too.
@_exported import AutoLayout
