// One `import ConstraintLayout` gives the layout engine too.
@_exported import AutoLayout
