// One `import ConstraintBuilder` gives the layout engine too.
@_exported import AutoLayout
