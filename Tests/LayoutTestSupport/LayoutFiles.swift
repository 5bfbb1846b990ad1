/// A small layout file with one of everything a check reports, each at a
/// line of its own: a conflict (lines 7 and 6), a view with no height (3),
/// an ambiguous nested view (4, indented) and an ambiguous guide (5). The
/// library's check and the `jacket` tool's report the same file.
package let problemLayoutFile = """
    root size: 200 x 100
    view box
    view line
      view free
    guide loose
    box.width == 100
    box.width == 120 id "wide"
    box.height == 50
    box.leading == root.leading
    box.top == root.top
    line.edges == root.edges - insets(top: 10, left: 10, bottom: 90, right: 10)
    free.height == 20
    free.top == root.top
    loose.width == 10

    """
