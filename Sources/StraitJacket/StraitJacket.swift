// One `import StraitJacket` gives the layout engine too.
@_exported import AutoLayout
