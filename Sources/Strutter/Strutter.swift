// One `import Strutter` gives the layout engine too.
@_exported import AutoLayout
